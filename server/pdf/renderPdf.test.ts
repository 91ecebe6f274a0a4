import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatOre } from '../../shared/format/index.ts';
import { fontFiles } from './fonts.ts';
import { renderPdf, type PdfDocument } from './index.ts';
import { parsePdf } from './testing/pdfText.ts';

const swedish = 'Åsa Öberg på Ängsö – „virke“ för 12 € och é';

const settlement: PdfDocument = {
  title: 'Avräkning virkesleverans',
  header: { name: 'Granskog ekonomisk förening' },
  createdAt: new Date('2026-10-31T09:15:00Z'),
  blocks: [
    { kind: 'paragraph', text: swedish },
    {
      kind: 'keyValues',
      rows: [
        { key: 'Kundnummer', value: '100003' },
        { key: 'Att betala', value: formatOre(-123456) },
      ],
    },
    { kind: 'heading', text: 'Leveranser' },
    {
      kind: 'table',
      columns: [
        { header: 'Sortiment', width: 2 },
        { header: 'Belopp', align: 'right' },
      ],
      rows: [
        ['Grantimmer', formatOre(500)],
        ['Tallmassaved', formatOre(1234500)],
      ],
    },
  ],
};

describe('renderPdf', () => {
  it('writes a PDF 1.4 file with DejaVu Sans regular and bold embedded as subsets', async () => {
    const pdf = await renderPdf(settlement);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const { fontNames, objects } = parsePdf(pdf);
    expect(fontNames).toHaveLength(2);
    expect(fontNames).toContainEqual(expect.stringMatching(/^[A-Z]{6}\+DejaVuSans$/));
    expect(fontNames).toContainEqual(expect.stringMatching(/^[A-Z]{6}\+DejaVuSans-Bold$/));
    const fontFilesEmbedded = [...objects.values()].filter((o) =>
      /\/FontFile2 \d+ 0 R/.test(o.dictionary),
    );
    expect(fontFilesEmbedded).toHaveLength(2);
  });

  it('keeps Swedish letters, typographic quotes, € and Intl spaces and minus as text', async () => {
    const { pages } = parsePdf(await renderPdf(settlement));
    expect(pages).toHaveLength(1);
    const [texts = []] = pages;
    expect(texts[0]).toBe('Avräkning virkesleverans');
    expect(texts).toContain(swedish);
    // formatOre writes U+2212 minus and no-break spaces: shown as they are, not as "?".
    expect(texts).toContain('−1\u00a0234,56\u00a0kr');
    expect(texts).toContain('12\u00a0345,00\u00a0kr');
    expect(texts.join('')).not.toContain('�');
  });

  it('writes the header line and "Sida 1 av 1" on the page', async () => {
    const [texts = []] = parsePdf(await renderPdf(settlement)).pages;
    expect(texts).toContain('Granskog ekonomisk förening');
    expect(texts.at(-1)).toBe('Sida 1 av 1');
    const withoutHeader = await renderPdf({ ...settlement, header: undefined });
    const [plain = []] = parsePdf(withoutHeader).pages;
    expect(plain).not.toContain('Granskog ekonomisk förening');
    expect(plain).toContain('Sida 1 av 1');
  });

  it('aligns right-aligned amounts at their right edge', async () => {
    const [placed = []] = parsePdf(await renderPdf(settlement)).placed;
    const x = (text: string) => placed.find((p) => p.text === text)?.x ?? Number.NaN;
    // The short amount starts further right than the long one, the header as well.
    expect(x(formatOre(500))).toBeGreaterThan(x(formatOre(1234500)) + 20);
    expect(x('Belopp')).toBeGreaterThan(x(formatOre(1234500)));
    expect(x('Grantimmer')).toBe(x('Sortiment'));
  });

  it('names the document and its creation date, and gives the same bytes again', async () => {
    const pdf = await renderPdf(settlement);
    expect(parsePdf(pdf).info).toMatchObject({
      Title: 'Avräkning virkesleverans',
      Author: 'Granskog ekonomisk förening',
      CreationDate: 'D:20261031091500Z',
    });
    expect((await renderPdf(settlement)).equals(pdf)).toBe(true);
    const later = await renderPdf({ ...settlement, createdAt: new Date('2026-11-01T00:00:00Z') });
    expect(later.equals(pdf)).toBe(false);
  });

  it('breaks a long table across pages with the header row repeated on each', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [
      `Rad ${i + 1}`,
      i % 10 === 0 ? 'Tallmassaved med en lång beskrivning som bryts på två rader' : 'Gran',
      formatOre(i * 10_000),
    ]);
    const pdf = await renderPdf({
      title: 'Leveranser 2026',
      header: { name: 'Granskog' },
      createdAt: new Date('2026-10-31T09:15:00Z'),
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Leverans' },
            { header: 'Sortiment', width: 2 },
            { header: 'Belopp', align: 'right' },
          ],
          rows,
        },
      ],
    });
    const { pages } = parsePdf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    pages.forEach((texts, i) => {
      // Each page: the header line, the table's header row, its rows, then "Sida n av m".
      const headerRow = texts.indexOf('Leverans');
      expect(headerRow, `page ${i + 1}`).toBeGreaterThanOrEqual(0);
      expect(texts.slice(headerRow, headerRow + 3)).toEqual(['Leverans', 'Sortiment', 'Belopp']);
      expect(texts).toContain('Granskog');
      expect(texts.at(-1)).toBe(`Sida ${i + 1} av ${pages.length}`);
      seen.push(...texts.filter((text) => /^Rad \d+$/.test(text)));
    });
    // Every row once, in order, none cut off at a page's foot.
    expect(seen).toEqual(rows.map((row) => row[0]));
    expect(pages.flat().filter((text) => text === formatOre(1_490_000))).toHaveLength(1);
  });

  it('cuts a cell taller than a page at the foot instead of adding blank pages', async () => {
    const long = Array.from({ length: 900 }, (_, i) => `ord${i}`).join(' ');
    const { pages } = parsePdf(
      await renderPdf({
        title: 'Lång cell',
        blocks: [
          {
            kind: 'table',
            columns: [{ header: 'Text' }],
            rows: [[long], ['Efter']],
          },
        ],
      }),
    );
    // The long row starts on a fresh page under the header and is cut at its foot.
    expect(pages).toHaveLength(3);
    expect(pages[0]).toEqual(['Lång cell', 'Sida 1 av 3']);
    expect(pages[1]?.slice(0, 2)).toEqual(['Text', expect.stringMatching(/^ord0 ord1 /)]);
    expect(pages.flat().join(' ')).not.toContain('ord899');
    expect(pages[2]).toEqual(['Text', 'Efter', 'Sida 3 av 3']);
  });

  it('keeps a heading with the text after it', async () => {
    const filler = Array.from({ length: 41 }, (_, i) => `Rad ${i + 1}`).join('\n');
    const { pages } = parsePdf(
      await renderPdf({
        title: 'Rubriker',
        blocks: [
          { kind: 'paragraph', text: filler },
          { kind: 'heading', text: 'Nästa avsnitt' },
          { kind: 'paragraph', text: 'Texten under rubriken.' },
        ],
      }),
    );
    expect(pages).toHaveLength(2);
    expect(pages[1]?.slice(0, 2)).toEqual(['Nästa avsnitt', 'Texten under rubriken.']);
  });

  it('draws a logo before the name when given one', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const pdf = await renderPdf({ ...settlement, header: { name: 'Granskog', logo: png } });
    const images = [...parsePdf(pdf).objects.values()].filter((o) =>
      o.dictionary.includes('/Subtype /Image'),
    );
    expect(images.length).toBeGreaterThan(0);
  });

  it('refuses a row with more cells than the table has columns', async () => {
    await expect(
      renderPdf({
        title: 'Fel',
        blocks: [{ kind: 'table', columns: [{ header: 'A' }], rows: [['1', '2']] }],
      }),
    ).rejects.toThrow(RangeError);
  });

  it('finds its fonts through module resolution, not the working folder', () => {
    for (const file of Object.values(fontFiles)) {
      expect(path.isAbsolute(file)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
  });
});

describe('renderPdf in a long-running process', () => {
  // The parsed fonts are shared by every document of the process (fonts.ts). A letter first
  // met as a part of another (Z in Ẑ, drawn from Z and a circumflex) must still be text when
  // a later document writes it: a screen reader, a search and copying read that text.
  it('keeps a letter readable after an earlier document used it only inside another', async () => {
    const text = async (words: string) =>
      parsePdf(
        await renderPdf({
          title: 'Prov',
          createdAt: new Date('2026-10-31T09:15:00Z'),
          blocks: [{ kind: 'paragraph', text: words }],
        }),
      )
        .pages.flat()
        .join(' ');
    expect(await text('Ẑ')).toContain('Ẑ');
    expect(await text('Zorn')).toContain('Zorn');
  });
});

import { describe, expect, it } from 'vitest';
import { encodeWinAnsi, renderSimplePdf, wrapLine } from './simplePdf.ts';

/** Reads a PDF the way a viewer starts: startxref, the xref table, each object at its offset. */
function parse(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const tableStart = startxref + `xref\n0 ${count}\n`.length;
  const entries = Array.from({ length: Number(count) }, (_, i) =>
    text.slice(tableStart + i * 20, tableStart + (i + 1) * 20),
  );
  const objects = new Map<number, string>();
  entries.forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/);
    if (i === 0) return expect(entry).toBe('0000000000 65535 f \n');
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
    const end = text.indexOf('endobj', offset);
    objects.set(i, text.slice(offset, end));
  });
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R/.exec(text);
  expect(Number(trailer?.[1])).toBe(Number(count));
  return { text, objects, root: Number(trailer?.[2]) };
}

/** The streams of the file, each checked against its /Length. */
function streams(objects: Map<number, string>): string[] {
  return [...objects.values()].flatMap((body) => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*)\nendstream/.exec(body);
    if (!match) return [];
    expect(Buffer.byteLength(match[2] ?? '', 'latin1')).toBe(Number(match[1]));
    return [match[2] ?? ''];
  });
}

const hexOf = (text: string) => encodeWinAnsi(text).toString('hex').toUpperCase();

describe('renderSimplePdf', () => {
  const pdf = renderSimplePdf({
    title: 'Avräkning virkesleverans',
    lines: ['Medlem: Anna Skog', '', 'Skördat: 412,5 m³fub – gran och tall', 'Öre: 1 234 567'],
    createdAt: new Date('2026-10-31T09:15:00Z'),
  });

  it('starts as a PDF 1.4 file with a binary comment and ends with %%EOF', () => {
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(pdf[10]).toBeGreaterThan(127);
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  it('has an xref table whose every offset points at its "N 0 obj"', () => {
    const { objects, root } = parse(pdf);
    expect(objects.size).toBe(7);
    expect(objects.get(root)).toContain('/Type /Catalog');
  });

  it('uses Helvetica and Helvetica-Bold with WinAnsiEncoding on one A4 page', () => {
    const { objects } = parse(pdf);
    const all = [...objects.values()].join('\n');
    expect(all).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(all).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(all).toContain('/Count 1');
    expect(all).toContain('/MediaBox [0 0 595 842]');
  });

  it('writes å, ä, ö and the dash as their WinAnsi bytes', () => {
    expect(encodeWinAnsi('åäöÅÄÖé–€').toString('hex')).toBe('e5e4f6c5c4d6e99680');
    const [content] = streams(parse(pdf).objects);
    expect(content).toContain(`<${hexOf('Avräkning virkesleverans')}> Tj`);
    expect(content).toContain(`<${hexOf('Skördat: 412,5 m³fub – gran och tall')}> Tj`);
    expect(content).toContain(`<${hexOf('Öre: 1 234 567')}> Tj`);
  });

  it('shows what WinAnsi lacks as "?" and Intl spaces and minus as plain ones', () => {
    expect(encodeWinAnsi('a\u202fb\u2212c😀').toString('latin1')).toBe('a b-c?');
  });

  it('names the document and its creation date in the Info dictionary (UTF-16)', () => {
    const { objects } = parse(pdf);
    const info = objects.get(5) ?? '';
    const title = Buffer.from('\ufeffAvräkning virkesleverans', 'utf16le').swap16();
    expect(info).toContain(`/Title <${title.toString('hex').toUpperCase()}>`);
    expect(info).toContain('/CreationDate (D:20261031091500Z)');
  });

  it('gives the same bytes for the same input', () => {
    const again = renderSimplePdf({
      title: 'Avräkning virkesleverans',
      lines: ['Medlem: Anna Skog', '', 'Skördat: 412,5 m³fub – gran och tall', 'Öre: 1 234 567'],
      createdAt: new Date('2026-10-31T09:15:00Z'),
    });
    expect(again.equals(pdf)).toBe(true);
  });

  it('continues on a second page when the lines do not fit one', () => {
    const long = renderSimplePdf({
      title: 'Lång lista',
      lines: Array.from({ length: 80 }, (_, i) => `Rad ${i + 1}`),
    });
    const { objects } = parse(long);
    expect([...objects.values()].join()).toContain('/Count 2');
    const [first, second] = streams(objects);
    expect(first).toContain(`<${hexOf('Rad 1')}> Tj`);
    expect(second).toContain(`<${hexOf('Rad 80')}> Tj`);
    expect(first).not.toContain(`<${hexOf('Rad 80')}> Tj`);
  });
});

describe('wrapLine', () => {
  it('keeps a short line whole and breaks a long one at spaces within the width', () => {
    expect(wrapLine('Kort rad', 11, 483)).toEqual(['Kort rad']);
    const words = Array.from({ length: 40 }, () => 'skogsbruk').join(' ');
    const lines = wrapLine(words, 11, 483);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(words);
    // 'skogsbruk' is about 48 pt at 11 pt, so a line of 483 pt holds at most 9 words.
    for (const line of lines) expect(line.split(' ').length).toBeLessThanOrEqual(9);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapLine('x'.repeat(200), 11, 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('x'.repeat(200));
  });
});

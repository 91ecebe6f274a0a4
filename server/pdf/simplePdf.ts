/**
 * A small PDF writer for the documents the server makes itself (member documents,
 * certificates): a bold title and lines of text on A4 pages, in the standard fonts
 * Helvetica and Helvetica-Bold with WinAnsiEncoding, so å, ä, ö (and é, ü, –, €) show
 * without embedding a font. No dependency: the file is a handful of objects and an xref
 * table whose byte offsets are computed from the bytes actually written.
 */

export interface SimplePdf {
  /** Shown in bold at the top of the first page and as the document title. */
  title: string;
  /** Lines of text; a long line wraps at the right margin, an empty string is a blank line. */
  lines: readonly string[];
  /** Written as the document's creation date (Info dictionary); left out when not given. */
  createdAt?: Date;
}

const page = { width: 595, height: 842, margin: 56 } as const;
const titleSize = 16;
const bodySize = 11;
const bodyLeading = 15;
const titleGap = 28;

/** Helvetica glyph widths (1/1000 em) of the printable ASCII range 32..126 (Adobe AFM). */
const asciiWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** WinAnsiEncoding's bytes 0x80..0x9F, by the character they stand for. */
const winAnsiHigh: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Spaces Intl formats with (no-break, narrow no-break, thin) and its minus sign. */
const lookAlikes: Readonly<Record<string, number>> = {
  '\u202f': 0x20,
  '\u2009': 0x20,
  '\u2212': 0x2d,
};

/** A character's WinAnsi byte; '?' for what the encoding cannot show. */
export function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return winAnsiHigh[char] ?? lookAlikes[char] ?? 0x3f;
}

/** Text as WinAnsi bytes. */
export function encodeWinAnsi(text: string): Buffer {
  return Buffer.from([...text.replace(/[\t\r\n]/g, ' ')].map(winAnsiByte));
}

/** The width of a character in 1/1000 em: an accented letter is as wide as its base letter. */
function glyphWidth(char: string): number {
  const base = char.normalize('NFD').charCodeAt(0);
  if (base >= 32 && base <= 126) return asciiWidths[base - 32] ?? 556;
  return 556;
}

function textWidth(text: string, size: number): number {
  let total = 0;
  for (const char of text) total += glyphWidth(char);
  return (total * size) / 1000;
}

/** Splits a line into lines that fit the width, at spaces; a word longer than a line is cut. */
export function wrapLine(text: string, size: number, width: number): string[] {
  const words = text.split(/ +/);
  const lines: string[] = [];
  let current = '';
  for (let word of words) {
    while (textWidth(word, size) > width) {
      if (current) {
        lines.push(current);
        current = '';
      }
      let cut = word.length - 1;
      while (cut > 1 && textWidth(word.slice(0, cut), size) > width) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size) <= width) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}

/** A PDF string in hex form: no escaping rules to get wrong, any byte allowed. */
const hexString = (bytes: Buffer) => `<${bytes.toString('hex').toUpperCase()}>`;

/** A text string for the Info dictionary: UTF-16BE with its byte order mark (PDF 1.4 §3.8.1). */
function infoString(text: string): string {
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return hexString(utf16);
}

function pdfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `(D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z)`;
}

/** The content stream of each page: title on the first, then the wrapped lines. */
function pageStreams(title: string, lines: readonly string[]): string[] {
  const textWidthLimit = page.width - 2 * page.margin;
  const top = page.height - page.margin;
  const wrapped = lines.flatMap((line) =>
    line.trim() === '' ? [''] : wrapLine(line.trim(), bodySize, textWidthLimit),
  );
  const titleLines = wrapLine(title.trim(), titleSize * 1.1, textWidthLimit);
  const firstPageRoom = Math.floor(
    (top - page.margin - titleLines.length * (titleSize + 4) - titleGap) / bodyLeading,
  );
  const otherPageRoom = Math.floor((top - page.margin) / bodyLeading);

  const streams: string[] = [];
  let rest = wrapped;
  let first = true;
  do {
    const room = first ? firstPageRoom : otherPageRoom;
    const chunk = rest.slice(0, room);
    rest = rest.slice(room);
    const ops: string[] = ['BT'];
    let y = top - titleSize;
    if (first) {
      ops.push(`/F2 ${titleSize} Tf`, `${titleSize + 4} TL`, `${page.margin} ${y} Td`);
      titleLines.forEach((line, i) => {
        if (i > 0) ops.push('T*');
        ops.push(`${hexString(encodeWinAnsi(line))} Tj`);
      });
      ops.push('ET', 'BT');
      y -= (titleLines.length - 1) * (titleSize + 4) + titleGap;
    }
    ops.push(`/F1 ${bodySize} Tf`, `${bodyLeading} TL`, `${page.margin} ${y} Td`);
    chunk.forEach((line, i) => {
      if (i > 0) ops.push('T*');
      if (line) ops.push(`${hexString(encodeWinAnsi(line))} Tj`);
    });
    ops.push('ET');
    streams.push(ops.join('\n'));
    first = false;
  } while (rest.length > 0);
  return streams;
}

/**
 * Renders a PDF 1.4 file: A4 pages (one, unless the lines need more), the title in
 * Helvetica-Bold 16 pt, the lines in Helvetica 11 pt with 2 cm margins.
 */
export function renderSimplePdf(document: SimplePdf): Buffer {
  const streams = pageStreams(document.title, document.lines);
  // Objects 1-5 are fixed; each page adds a page object and its content stream.
  const pageIds = streams.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${infoString(document.title)}${
      document.createdAt ? ` /CreationDate ${pdfDate(document.createdAt)}` : ''
    } >>`,
  ];
  streams.forEach((stream, i) => {
    const contentId = (pageIds[i] ?? 0) + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      // The stream is ASCII only (hex strings), so its length in bytes is its length.
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });

  // A binary comment after the header tells transfer tools the file is binary.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const bytes = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(bytes);
    length += bytes.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

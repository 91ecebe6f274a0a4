import { inflateSync } from 'node:zlib';

/**
 * Reads back what renderPdf wrote, for tests that must not need poppler: the objects, the
 * fonts' ToUnicode maps and the text of each page, one string per text object (BT … ET).
 * Enough for pdfkit's output (direct /Length, FlateDecode, Identity-H fonts), no more.
 */

export interface PdfObject {
  /** The dictionary, or for other objects their value as written ("(D:2026…)", "<feff…>"). */
  dictionary: string;
  /** The stream, inflated when FlateDecode. */
  stream: Buffer | null;
}

export interface PlacedText {
  text: string;
  x: number;
  y: number;
}

export interface ParsedPdf {
  version: string;
  objects: Map<number, PdfObject>;
  /** Per page, in order: the texts drawn on it. */
  pages: string[][];
  /** The same with where each starts: x from the left, y from the top of the page (pt). */
  placed: PlacedText[][];
  /** The fonts' names as embedded (subset tag + name), e.g. "DZZZZZ+DejaVuSans". */
  fontNames: string[];
  /** The Info dictionary's strings: Title, Author, CreationDate ("D:20261031091500Z"), … */
  info: Record<string, string>;
}

const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF string as written by pdfkit: (literal) or <hex>, either UTF-16BE after a BOM. */
function decodeString(value: string): string {
  const trimmed = value.trim();
  const hex = /^<([0-9a-f]*)>$/i.exec(trimmed);
  const bytes = hex
    ? Buffer.from(hex[1] ?? '', 'hex')
    : Buffer.from(
        trimmed.replace(/^\(|\)$/g, '').replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c),
        'latin1',
      );
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : bytes.toString('latin1');
}

/** The end of a dictionary starting at `start` ("<<"), skipping strings inside it. */
function dictionaryEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text.startsWith('<<', i)) {
      depth += 1;
      i += 1;
    } else if (text.startsWith('>>', i)) {
      depth -= 1;
      i += 1;
      if (depth === 0) return i + 1;
    } else if (text[i] === '<') {
      i = text.indexOf('>', i);
    } else if (text[i] === '(') {
      for (let open = 1; open > 0 && i < text.length;) {
        i += 1;
        if (text[i] === '\\') i += 1;
        else if (text[i] === '(') open += 1;
        else if (text[i] === ')') open -= 1;
      }
    }
  }
  throw new Error(`Unterminated dictionary at ${start}`);
}

export function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    if (!text.startsWith('<<', start)) {
      const value = text.slice(start, text.indexOf('\nendobj', start));
      objects.set(Number(match[1]), { dictionary: value, stream: null });
      continue;
    }
    const end = dictionaryEnd(text, start);
    const dictionary = text.slice(start, end);
    let stream: Buffer | null = null;
    if (text.startsWith('\nstream\n', end)) {
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const from = end + '\nstream\n'.length;
      const raw = pdf.subarray(from, from + length);
      stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
      // Skip the stream's bytes: they may contain anything, even "1 0 obj".
      header.lastIndex = from + length;
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

const refTo = (dictionary: string, key: string) =>
  Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);

/** Glyph id (hex, 4 digits) → text, from a pdfkit ToUnicode CMap's bfrange arrays. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    let code = parseInt(range[1] ?? '0', 16);
    for (const entry of (range[2] ?? '').matchAll(/<([0-9a-f ]*)>/gi)) {
      const units = (entry[1] ?? '').split(' ').map((unit) => parseInt(unit, 16));
      map.set(code.toString(16).padStart(4, '0'), String.fromCharCode(...units));
      code += 1;
    }
  }
  return map;
}

/** The texts of one content stream with the page's fonts (resource name → map). */
function pageTexts(
  content: string,
  fonts: Map<string, Map<string, string>>,
  pageHeight: number,
): PlacedText[] {
  const texts: PlacedText[] = [];
  let current: string | null = null;
  let at = { x: 0, y: 0 };
  let font = new Map<string, string>();
  const decode = (hex: string) =>
    (hex.match(/[0-9a-f]{4}/gi) ?? []).map((gid) => font.get(gid.toLowerCase()) ?? '�').join('');
  const tokens =
    /BT|ET|1 0 0 1 ([\d.-]+) ([\d.-]+) Tm|\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi;
  for (const token of content.matchAll(tokens)) {
    if (token[0] === 'BT') current = '';
    else if (token[0] === 'ET') {
      if (current !== null) texts.push({ text: current, ...at });
      current = null;
    } else if (token[1] !== undefined && current === '') {
      // pdfkit writes Tm in PDF space (y up from the bottom); turn it into y from the top.
      at = { x: Number(token[1]), y: pageHeight - Number(token[2]) };
    } else if (token[3]) font = fonts.get(token[3]) ?? new Map();
    else if (token[4] !== undefined) {
      for (const hex of token[4].matchAll(/<([0-9a-f]*)>/gi)) current += decode(hex[1] ?? '');
    } else if (token[5] !== undefined) current += decode(token[5]);
  }
  return texts;
}

export function parsePdf(pdf: Buffer): ParsedPdf {
  const version = /^%PDF-(\d\.\d)/.exec(pdf.subarray(0, 16).toString('latin1'))?.[1] ?? '';
  const objects = readObjects(pdf);
  const dictionaryOf = (id: number) => objects.get(id)?.dictionary ?? '';

  const catalog = [...objects.values()].find((o) => o.dictionary.includes('/Type /Catalog'));
  const pagesRoot = dictionaryOf(refTo(catalog?.dictionary ?? '', 'Pages'));
  const pageIds = [
    ...(/\/Kids \[([^\]]*)\]/.exec(pagesRoot)?.[1] ?? '').matchAll(/(\d+) 0 R/g),
  ].map((m) => Number(m[1]));

  const placed = pageIds.map((id) => {
    const page = dictionaryOf(id);
    const resources = dictionaryOf(refTo(page, 'Resources'));
    const fontDictionary = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<string, string>>();
    for (const entry of fontDictionary.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = objects.get(refTo(dictionaryOf(Number(entry[2])), 'ToUnicode'))?.stream;
      fonts.set(entry[1] ?? '', toUnicodeMap(cmap?.toString('latin1') ?? ''));
    }
    const content = objects.get(refTo(page, 'Contents'))?.stream?.toString('latin1') ?? '';
    const height = Number(/\/MediaBox \[[\d.]+ [\d.]+ [\d.]+ ([\d.]+)\]/.exec(page)?.[1]);
    return pageTexts(content, fonts, height);
  });
  const pages = placed.map((texts) => texts.map((t) => t.text));

  const fontNames = [...objects.values()].flatMap((o) =>
    o.dictionary.includes('/Type /FontDescriptor')
      ? [/\/FontName \/(\S+)/.exec(o.dictionary)?.[1] ?? '']
      : [],
  );
  const trailer = pdf.subarray(pdf.lastIndexOf('trailer')).toString('latin1');
  const infoDictionary = dictionaryOf(refTo(trailer, 'Info'));
  const info: Record<string, string> = {};
  for (const entry of infoDictionary.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    info[entry[1] ?? ''] = decodeString(dictionaryOf(Number(entry[2])));
  }
  return { version, objects, pages, placed, fontNames, info };
}

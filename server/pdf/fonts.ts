import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans from the dejavu-fonts-ttf package, embedded (subset) in every PDF: the
 * standard PDF fonts only know WinAnsi, which lacks „ “ − and the narrow spaces Intl writes.
 * Resolved through Node's module resolution, so the server may start from any folder.
 */
const require = createRequire(import.meta.url);

export const fontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type FontName = keyof typeof fontFiles;

/** What pdfkit needs of a parsed font: it takes any object with a layout function. */
export interface ParsedFont {
  layout(text: string): unknown;
}

/** fontkit's glyph lookup: a glyph is made once per font and kept, code points and all. */
interface GlyphCache {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

/**
 * fontkit keeps each glyph with the code points it was first asked for, and a subset asks for
 * the parts of a composed letter (Z and the circumflex of Ẑ) with none. Shared by every
 * document, such a part would stay without its letter: pdfkit writes a glyph's code points
 * as the PDF's text (ToUnicode), so the next document's "Zorn" would read " orn" to a screen
 * reader, a search or a copy. The first lookup that knows the letter gives it its code points.
 */
function keepCodePoints(font: ParsedFont & GlyphCache): ParsedFont {
  const lookUp = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = lookUp(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) {
      glyph.codePoints = codePoints;
    }
    return glyph;
  };
  return font;
}

interface Fontkit {
  create(data: Uint8Array): ParsedFont & GlyphCache;
}

// pdfkit's own fontkit (its dependency, reached from pdfkit's folder, not one of ours).
// Parsing DejaVu's layout tables costs some 50–100 ms per font; parsed once and shared,
// a certificate renders in a few milliseconds, which matters when seeding demo documents.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;

const parsed = new Map<FontName, ParsedFont>();

/** The parsed font, once per process: pdfkit subsets per document (see keepCodePoints). */
export function parsedFont(name: FontName): ParsedFont {
  let font = parsed.get(name);
  if (!font) {
    font = keepCodePoints(fontkit.create(readFileSync(fontFiles[name])));
    parsed.set(name, font);
  }
  return font;
}

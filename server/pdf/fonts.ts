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

interface Fontkit {
  create(data: Uint8Array): ParsedFont;
}

// pdfkit's own fontkit (its dependency, reached from pdfkit's folder, not one of ours).
// Parsing DejaVu's layout tables costs some 50–100 ms per font; parsed once and shared,
// a certificate renders in a few milliseconds, which matters when seeding demo documents.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;

const parsed = new Map<FontName, ParsedFont>();

/** The parsed font, once per process. Safe to share: pdfkit subsets per document. */
export function parsedFont(name: FontName): ParsedFont {
  let font = parsed.get(name);
  if (!font) {
    font = fontkit.create(readFileSync(fontFiles[name]));
    parsed.set(name, font);
  }
  return font;
}

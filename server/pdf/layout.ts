import type PDFDocument from 'pdfkit';
import { parsedFont, type FontName, type ParsedFont } from './fonts.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

/** A4 in points, with room above for the header line and below for the page number. */
export const page = {
  size: 'A4',
  margins: { top: 80, bottom: 72, left: 56, right: 56 },
} as const;

export const sizes = { title: 18, heading: 13, body: 11, table: 10, small: 9 } as const;

/** Light lines and the header row's background. */
export const colours = { rule: '#b8b8b8', headerFill: '#ececec', text: '#1a1a1a' } as const;

// @types/pdfkit lists file sources only; pdfkit itself also takes a parsed fontkit font.
type RegisterParsedFont = (this: Pdf, name: string, font: ParsedFont) => Pdf;

export function registerFonts(doc: Pdf): void {
  const register = doc.registerFont as unknown as RegisterParsedFont;
  for (const name of ['regular', 'bold'] as const) register.call(doc, name, parsedFont(name));
}

export function useFont(doc: Pdf, name: FontName, size: number): void {
  doc.font(name).fontSize(size).fillColor(colours.text);
}

/** Width of the text column between the margins. */
export const contentWidth = (doc: Pdf) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The lowest y the body may reach on the current page. */
export const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/**
 * Starts a new page unless `height` more points fit on this one. At the top of a page it
 * never does: what is taller than a page would only leave blank pages behind.
 */
export function ensureRoom(doc: Pdf, height: number): boolean {
  if (doc.y + height <= bottomOf(doc) || doc.y <= doc.page.margins.top) return false;
  doc.addPage();
  return true;
}

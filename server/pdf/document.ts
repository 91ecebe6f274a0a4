/**
 * What the server's PDFs are made of (member certificates, settlements, agreements):
 * a small document model, so callers describe content and never touch pdfkit.
 */

export interface PdfDocument {
  /** Shown in bold at the top of the first page and as the file's title. */
  title: string;
  /** The line at the top of every page: the cooperative's name and, optionally, its logo. */
  header?: PdfHeader;
  /** The content, top to bottom; pages break where it no longer fits. */
  blocks: readonly PdfBlock[];
  /**
   * The file's creation date (Info dictionary). Same document and date give the same bytes,
   * which tests and seeded documents rely on; the render time when not given.
   */
  createdAt?: Date;
}

export interface PdfHeader {
  /** The cooperative's name (a runtime setting, "Granskog" in the demo). */
  name: string;
  /** A PNG or JPEG, drawn 24 pt high before the name. */
  logo?: Buffer;
}

export type PdfBlock = PdfHeading | PdfParagraph | PdfKeyValues | PdfTable | PdfMap;

export interface PdfHeading {
  kind: 'heading';
  text: string;
}

export interface PdfParagraph {
  kind: 'paragraph';
  /** Wraps at the margins; "\n" starts a new line. */
  text: string;
}

/** Label and value rows ("Kundnummer  100003"), the label in bold. */
export interface PdfKeyValues {
  kind: 'keyValues';
  rows: readonly { key: string; value: string }[];
}

export type PdfAlign = 'left' | 'right' | 'center';

export interface PdfColumn {
  header: string;
  /** Share of the table's width relative to the other columns; default 1. */
  width?: number;
  /** Amounts and quantities: 'right'. Default 'left'. */
  align?: PdfAlign;
}

/** A table whose header row is repeated at the top of every page it continues on. */
export interface PdfTable {
  kind: 'table';
  columns: readonly PdfColumn[];
  /** One string per column, already formatted (formatOre, formatDate, ...). */
  rows: readonly (readonly string[])[];
}

/**
 * A small vector map (a forest plan's compartments): polygons in one planar coordinate
 * system with y up (SWEREF 99 TM [E, N] metres), scaled to the column, each labelled at
 * its centre. Vector, so it stays sharp when printed and needs no image service.
 */
export interface PdfMap {
  kind: 'map';
  shapes: readonly PdfMapShape[];
  /** The drawing's largest height in points (default 360). */
  maxHeight?: number;
  /** A line under the drawing (scale, north). */
  caption?: string;
}

export interface PdfMapShape {
  /** Outer rings and holes as [x, y] positions; a multipolygon's parts one after another. */
  rings: readonly (readonly (readonly [number, number])[])[];
  label?: string;
  /** Fill colour, '#rrggbb'; none when not given. */
  fill?: string;
}

import type { PdfAlign, PdfColumn } from './document.ts';
import { bottomOf, colours, contentWidth, ensureRoom, sizes, useFont, type Pdf } from './layout.ts';

const padding = { x: 4, y: 3 } as const;

interface Cell {
  text: string;
  width: number;
  align: PdfAlign;
  bold: boolean;
}

/** Height of a row whose cells wrap within their widths. */
function rowHeight(doc: Pdf, cells: readonly Cell[]): number {
  let tallest = 0;
  for (const cell of cells) {
    useFont(doc, cell.bold ? 'bold' : 'regular', sizes.table);
    const height = doc.heightOfString(cell.text || ' ', { width: cell.width - 2 * padding.x });
    tallest = Math.max(tallest, height);
  }
  return tallest + 2 * padding.y;
}

function drawRow(doc: Pdf, cells: readonly Cell[], height: number, fill?: string): void {
  const top = doc.y;
  let x = doc.page.margins.left;
  const width = cells.reduce((sum, cell) => sum + cell.width, 0);
  if (fill) doc.rect(x, top, width, height).fill(fill);
  // A row taller than a page is cut at the page's end rather than spilling over it.
  const maxHeight = Math.min(height, bottomOf(doc) - top) - 2 * padding.y;
  for (const cell of cells) {
    useFont(doc, cell.bold ? 'bold' : 'regular', sizes.table);
    doc.text(cell.text, x + padding.x, top + padding.y, {
      width: cell.width - 2 * padding.x,
      height: maxHeight,
      ellipsis: true,
      align: cell.align,
    });
    x += cell.width;
  }
  doc
    .moveTo(doc.page.margins.left, top + height)
    .lineTo(doc.page.margins.left + width, top + height)
    .lineWidth(0.5)
    .strokeColor(colours.rule)
    .stroke();
  doc.x = doc.page.margins.left;
  doc.y = top + height;
}

/** Column widths in points from the relative widths. */
function columnWidths(doc: Pdf, columns: readonly PdfColumn[]): number[] {
  const total = columns.reduce((sum, column) => sum + (column.width ?? 1), 0);
  return columns.map((column) => (contentWidth(doc) * (column.width ?? 1)) / total);
}

/**
 * Draws a table from the current y; when a row does not fit, the table continues on a new
 * page under a repeated header row, so every page can be read on its own.
 */
export function drawTable(
  doc: Pdf,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
  options: { showHeader: boolean; boldFirstColumn?: boolean } = { showHeader: true },
): void {
  const widths = columnWidths(doc, columns);
  const cellsOf = (texts: readonly string[], header: boolean): Cell[] => {
    if (texts.length > columns.length) {
      throw new RangeError(`A row has ${texts.length} cells for ${columns.length} columns`);
    }
    return columns.map((column, i) => ({
      text: texts[i] ?? '',
      width: widths[i] ?? 0,
      align: column.align ?? 'left',
      bold: header || (i === 0 && !!options.boldFirstColumn),
    }));
  };
  const header = cellsOf(
    columns.map((column) => column.header),
    true,
  );
  const headerHeight = rowHeight(doc, header);
  const drawHeader = () => drawRow(doc, header, headerHeight, colours.headerFill);

  const bodyRows = rows.map((row) => cellsOf(row, false));
  // Where rows start on a page this table has just begun: a row that does not fit there
  // is taller than a page, and is cut at the foot rather than moved on again.
  let rowsTop = Number.NaN;
  const startPage = () => {
    if (options.showHeader) drawHeader();
    rowsTop = doc.y;
  };
  const firstHeight = bodyRows[0] ? rowHeight(doc, bodyRows[0]) : 0;
  // Never leave a header alone at the foot of a page.
  ensureRoom(doc, (options.showHeader ? headerHeight : 0) + firstHeight);
  startPage();
  for (const cells of bodyRows) {
    const height = rowHeight(doc, cells);
    if (doc.y > rowsTop && ensureRoom(doc, height)) startPage();
    drawRow(doc, cells, height);
  }
}

import PDFDocument from 'pdfkit';
import type { PdfBlock, PdfDocument, PdfHeader } from './document.ts';
import { drawMap } from './map.ts';
import { drawTable } from './table.ts';
import {
  colours,
  contentWidth,
  ensureRoom,
  page,
  registerFonts,
  sizes,
  useFont,
  type Pdf,
} from './layout.ts';

/**
 * Renders a document as a PDF (A4, DejaVu Sans embedded, Swedish language tag), with the
 * header line on every page and "Sida n av m" at the foot. Resolves with the whole file.
 */
export function renderPdf(document: PdfDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc: Pdf = new PDFDocument({
      size: page.size,
      margins: { ...page.margins },
      pdfVersion: '1.4',
      lang: 'sv-SE',
      displayTitle: true,
      // Pages stay in memory until the end, when the total for "Sida n av m" is known.
      bufferPages: true,
      info: {
        Title: document.title,
        ...(document.header ? { Author: document.header.name } : {}),
        CreationDate: document.createdAt ?? new Date(),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      useFont(doc, 'bold', sizes.title);
      doc.text(document.title, { width: contentWidth(doc) });
      doc.moveDown(0.6);
      for (const block of document.blocks) drawBlock(doc, block);
      decoratePages(doc, document.header);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function drawBlock(doc: Pdf, block: PdfBlock): void {
  doc.x = doc.page.margins.left;
  switch (block.kind) {
    case 'heading':
      doc.moveDown(0.4);
      useFont(doc, 'bold', sizes.heading);
      // A heading keeps at least three lines of what follows on its page.
      ensureRoom(doc, doc.currentLineHeight(true) + 3 * sizes.body * 1.4);
      doc.text(block.text, { width: contentWidth(doc) });
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      useFont(doc, 'regular', sizes.body);
      doc.text(block.text, { width: contentWidth(doc), lineGap: 2 });
      doc.moveDown(0.6);
      return;
    case 'keyValues':
      drawTable(
        doc,
        [
          { header: '', width: 2 },
          { header: '', width: 3 },
        ],
        block.rows.map((row) => [row.key, row.value]),
        { showHeader: false, boldFirstColumn: true },
      );
      doc.moveDown(0.6);
      return;
    case 'table':
      drawTable(doc, block.columns, block.rows);
      doc.moveDown(0.6);
      return;
    case 'map':
      drawMap(doc, block);
      return;
  }
}

/** Header line and page number on each page, written into the margins at the end. */
function decoratePages(doc: Pdf, header: PdfHeader | undefined): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { left, right, bottom } = doc.page.margins;
    const width = doc.page.width - left - right;
    // Text in the margins would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    if (header) {
      let x = left;
      if (header.logo) {
        doc.image(header.logo, left, 30, { height: 24 });
        x = left + 32;
      }
      useFont(doc, 'bold', sizes.body);
      doc.text(header.name, x, 36, { width: width - (x - left), lineBreak: false });
      doc
        .moveTo(left, 60)
        .lineTo(left + width, 60)
        .lineWidth(0.75)
        .strokeColor(colours.rule)
        .stroke();
    }
    useFont(doc, 'regular', sizes.small);
    doc.text(`Sida ${i - start + 1} av ${count}`, left, doc.page.height - 44, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

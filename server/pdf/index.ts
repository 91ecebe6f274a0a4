/**
 * The server's PDFs: describe a document (document.ts), get its bytes from renderPdf, answer
 * a route with sendPdf.
 */
export { renderPdf } from './renderPdf.ts';
export { sendPdf } from './sendPdf.ts';
export type {
  PdfAlign,
  PdfBlock,
  PdfColumn,
  PdfDocument,
  PdfHeader,
  PdfHeading,
  PdfKeyValues,
  PdfMap,
  PdfMapShape,
  PdfParagraph,
  PdfTable,
} from './document.ts';

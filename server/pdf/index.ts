/** The server's PDFs: describe a document (document.ts), get its bytes from renderPdf. */
export { renderPdf } from './renderPdf.ts';
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

import path from 'node:path';

export { contentImagePrefix } from '../../shared/contracts/content.ts';

/** What a document download or a content image may be, by extension, and its type. */
export const documentTypes: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const imageTypes: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** A plain file name: no folders, no dot files, nothing to climb out with. */
export const plainFileName = /^[a-z0-9][a-z0-9._-]*$/;

export function extensionOf(fileName: string): string {
  return path.extname(fileName).slice(1).toLowerCase();
}

const sizeNumber = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });

/** A file size as members read it: '812 B', '14,2 kB', '1,3 MB' (1 kB = 1024 B). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeNumber.format(bytes / 1024)} kB`;
  return `${sizeNumber.format(bytes / (1024 * 1024))} MB`;
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII fallback in `filename` for old
 * clients and the exact UTF-8 name in `filename*`, so 'Årsredovisning 2025.pdf' survives.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The my-documents element's texts (ICU MessageFormat, Swedish). The list's own texts
 * (columns, paging, download) are gs-document-list's.
 */
export const sv = {
  heading: 'Dina avräkningar, avtal och intyg',
  loadFailed: 'Dina dokument kunde inte hämtas. Försök igen om en stund.',
  retry: 'Försök igen',
  'download.noFilename': 'Filen kunde inte laddas ned eftersom den saknar filnamn.',
  'download.failed': 'Filen kunde inte laddas ned. Försök igen.',
  'download.notFound': 'Filen finns inte längre. Ladda om sidan och försök igen.',
} as const;

export type MyDocumentsMessageKey = keyof typeof sv;

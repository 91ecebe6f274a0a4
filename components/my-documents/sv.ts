/**
 * The my-documents element's texts (ICU MessageFormat, Swedish). The list's own texts
 * (columns, paging, download) are gs-document-list's; download errors are the shared
 * download helper's (shared/api/downloadFile.ts).
 */
export const sv = {
  heading: 'Dina avräkningar, avtal och intyg',
  loadFailed: 'Dina dokument kunde inte hämtas. Försök igen om en stund.',
  retry: 'Försök igen',
} as const;

export type MyDocumentsMessageKey = keyof typeof sv;

/**
 * My documents (platform §2, §7): the member's own settlements, agreements and certificates,
 * served through the document list API as the list `mina-dokument`:
 * GET /api/v1/sharepointdocuments/lists/mina-dokument answers `documentListSchema`
 * (shared/contracts/content.ts) with the effective member's documents, and
 * GET /api/v1/sharepointdocuments/files/{driveItemId} the file, only to that member.
 */

/** The list id of the member's own documents. */
export const memberDocumentsListId = 'mina-dokument';

/** Platform §6: documents need Service_Documents_Read (of the proxy when one is used). */
export const memberDocumentsRole = 'Service_Documents_Read';

/** The title the list carries; the element shows it as its heading. */
export const memberDocumentsTitle = 'Dina avräkningar, avtal och intyg';

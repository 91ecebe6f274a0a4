import { defineServerArea } from '../kit/area.ts';
import { seedMemberDocuments } from './seed.ts';

/**
 * My documents has no calls of its own: the member's documents are the document list
 * `mina-dokument` of the content API (server/content/routes.ts asks memberDocumentSource
 * first), so its route table is the content API's. It brings its table and demo files.
 */
export const myDocumentsArea = defineServerArea({
  name: 'my-documents',
  tables: [],
  seed: seedMemberDocuments,
});

import { defineServerArea } from '../kit/area.ts';
import { memberDocumentSource } from './memberDocuments.ts';
import * as schema from './schema.ts';
import { seedMemberDocuments } from './seed.ts';

/**
 * My documents has no handlers of its own: the member's documents are the document list
 * `mina-dokument` of the content API, which asks this area's service (memberDocumentSource)
 * first. Its routes are declared in shared/contracts/my-documents/routes.ts, which the
 * content table spreads in. It brings its demo files.
 */
export const myDocumentsArea = defineServerArea({
  name: 'my-documents',
  tables: [],
  schema,
  seed: seedMemberDocuments,
  services: { memberDocuments: { source: memberDocumentSource } },
});

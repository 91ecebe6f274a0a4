import { z } from 'zod/mini';
import { documentListSchema } from '../content.ts';
import { defineRoutes } from '../routes.ts';

/** Every content call reads the fixtures as they are; roles are judged per page and list. */
export const contentCall = {
  method: 'GET',
  access: 'member',
  roles: null,
  proxy: 'allowed',
  impersonation: true,
} as const;

/**
 * The content API's document lists and files (platform §7), served by server/content with
 * the rest of the content table (which spreads these in). My documents is the list
 * `mina-dokument`, answered from the member's own documents; the element's client is built
 * from this small table, so it does not carry the content pages' schemas.
 */
export const documentRoutes = defineRoutes({
  getDocumentList: {
    ...contentCall,
    path: '/api/v1/sharepointdocuments/lists/{listId}',
    summary: 'A document list (the member’s own mina-dokument, or a content list by roles).',
    params: z.object({ listId: z.string() }),
    response: documentListSchema,
  },
  getDocumentFile: {
    ...contentCall,
    path: '/api/v1/sharepointdocuments/files/{driveItemId}',
    summary: 'A file of a list the caller may see, as an attachment; any other id is 404.',
    // No params schema: any id the lists do not name is 404, whatever its characters.
    file: true,
  },
});

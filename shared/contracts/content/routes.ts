import { z } from 'zod/mini';
import {
  contentPageSchema,
  documentListSchema,
  newsListSchema,
  pageStatusSchema,
} from '../content.ts';
import { defineRoutes } from '../routes.ts';

/** 'true' or 'false' in the query; anything else answers 400 with this message. */
const booleanFlag = z.optional(z.enum(['true', 'false'], { error: 'Ange true eller false.' }));

/** Every content call reads the fixtures as they are; roles are judged per page and list. */
const member = {
  method: 'GET',
  access: 'member',
  roles: null,
  proxy: 'allowed',
  impersonation: true,
} as const;

/**
 * The content API (platform §7) with the cache times of §9: pages, page status, news,
 * document lists and their files. Cacheable answers carry their own Cache-Control (the
 * handler's wins over the kit's no-store). Content images (/content-images/) are static
 * files outside /api and not described here.
 */
export const contentRoutes = defineRoutes({
  getPublicStartPage: {
    ...member,
    path: '/api/v1/pages/publicstartpage',
    summary: 'The start page before sign-in; anyone, cached publicly 5 minutes.',
    response: contentPageSchema,
    access: 'anonymous',
  },
  getStartPage: {
    ...member,
    path: '/api/v1/pages/startpage',
    summary: 'The signed-in start page; cached privately 5 minutes.',
    response: contentPageSchema,
  },
  getPageStatus: {
    ...member,
    path: '/api/v1/pages/status/{id}',
    summary: 'Offline notice and status messages of a page (online when it has none); anyone.',
    params: z.object({ id: z.string() }),
    response: pageStatusSchema,
    access: 'anonymous',
  },
  getPage: {
    ...member,
    path: '/api/v1/pages/{id}',
    summary:
      'A content or group page of the route tree, judged by the effective roles (403); cached privately 5 minutes.',
    // A string: an id that is not a page number is an unknown page (404).
    params: z.object({ id: z.string() }),
    query: z.object({ includeChildren: booleanFlag, includeContent: booleanFlag }),
    response: contentPageSchema,
  },
  getNews: {
    ...member,
    path: '/api/v1/news/{newsId}',
    summary: 'The 20 newest items of a news feed, newest first; cached privately 3 minutes.',
    params: z.object({ newsId: z.string() }),
    response: newsListSchema,
  },
  getDocumentList: {
    ...member,
    path: '/api/v1/sharepointdocuments/lists/{listId}',
    summary: 'A document list (the member’s own mina-dokument, or a content list by roles).',
    params: z.object({ listId: z.string() }),
    response: documentListSchema,
  },
  getDocumentFile: {
    ...member,
    path: '/api/v1/sharepointdocuments/files/{driveItemId}',
    summary: 'A file of a list the caller may see, as an attachment; any other id is 404.',
    // No params schema: any id the lists do not name is 404, whatever its characters.
    file: true,
  },
});

import { z } from 'zod/mini';
import { contentPageSchema, newsListSchema, pageStatusSchema } from '../content.ts';
import { defineRoutes } from '../routes.ts';
import { routePageSchema } from './pageLayout.ts';
import { contentCall, documentRoutes } from '../my-documents/routes.ts';

/** 'true' or 'false' in the query; anything else answers 400 with this message. */
const booleanFlag = z.optional(z.enum(['true', 'false'], { error: 'Ange true eller false.' }));

/**
 * The content API (platform §7) with the cache times of §9: pages, page status, news,
 * document lists and their files. Cacheable answers carry their own Cache-Control (the
 * handler's wins over the kit's no-store). Content images (/content-images/) are static
 * files outside /api and not described here.
 */
export const contentRoutes = defineRoutes({
  getPublicStartPage: {
    ...contentCall,
    path: '/api/v1/pages/publicstartpage',
    summary: 'The start page before sign-in; anyone, cached publicly 5 minutes.',
    response: contentPageSchema,
    access: 'anonymous',
  },
  getStartPage: {
    ...contentCall,
    path: '/api/v1/pages/startpage',
    summary: 'The signed-in start page; cached privately 5 minutes.',
    response: contentPageSchema,
  },
  getPageStatus: {
    ...contentCall,
    path: '/api/v1/pages/status/{id}',
    summary: 'Offline notice and status messages of a page (online when it has none); anyone.',
    params: z.object({ id: z.string() }),
    response: pageStatusSchema,
    access: 'anonymous',
  },
  getPage: {
    ...contentCall,
    path: '/api/v1/pages/{id}',
    summary:
      'A content or group page of the route tree, judged by the effective roles (403); cached privately 5 minutes.',
    // A string: an id that is not a page number is an unknown page (404).
    params: z.object({ id: z.string() }),
    query: z.object({ includeChildren: booleanFlag, includeContent: booleanFlag }),
    response: routePageSchema,
  },
  getNews: {
    ...contentCall,
    path: '/api/v1/news/{newsId}',
    summary: 'The 20 newest items of a news feed, newest first; cached privately 3 minutes.',
    params: z.object({ newsId: z.string() }),
    response: newsListSchema,
  },
  // The document lists and files (platform §7), declared where My documents reads them.
  ...documentRoutes,
});

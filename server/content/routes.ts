import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ContentFixtures } from './fixtures.ts';
import { requireCaller } from '../api/auth.ts';
import { HttpProblem, forbidden, notFound } from '../http/problem.ts';
import { validated } from '../http/validatedReply.ts';
import {
  contentLimits,
  contentPageSchema,
  documentListSchema,
  newsListSchema,
  pageStatusSchema,
  type PageStatus,
} from '../../shared/contracts/content.ts';
import { findPage, mayAccess, pageAnswer } from './pages.ts';
import { documentFileFor, documentListFor } from './documents.ts';
import { attachmentDisposition, contentImagePrefix, extensionOf, imageTypes } from './files.ts';
import type { MemberDocumentSource } from '../my-documents/memberDocuments.ts';

/** Cache times of platform §9, in seconds. */
export const contentCacheSeconds = { page: 300, pageStatus: 300, news: 180 } as const;

/** A page without a status is online: the spec counts a failed status load as online. */
export const onlineStatus: PageStatus = {
  offlineStatus: { isOffline: false, message: null },
  messages: [],
};

/** Content images change rarely but are not hashed: a day, then revalidate. */
const imageCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

function booleanQuery(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new HttpProblem(400, 'validation', 'Felaktig begäran.', {
    [name]: 'Ange true eller false.',
  });
}

function pageId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}

/**
 * Content API (platform §7) with the cache times of §9: pages, page status, news, document
 * lists and their files, and the content images at /content-images/. Reads the fixtures
 * through `content()` on every call, so a development reload shows at once.
 */
export async function contentRoutes(
  app: FastifyInstance,
  opts: { content: () => ContentFixtures; memberDocuments?: MemberDocumentSource },
) {
  const { content } = opts;
  const privateFor = (seconds: number) => `private, max-age=${seconds}`;

  app.get(
    '/api/v1/pages/publicstartpage',
    { config: { anonymous: true } },
    async (_request, reply) =>
      reply
        .header('Cache-Control', `public, max-age=${contentCacheSeconds.page}`)
        .send(validated(contentPageSchema, content().pages.publicstartpage)),
  );

  app.get('/api/v1/pages/startpage', async (request, reply) => {
    requireCaller(request);
    return reply
      .header('Cache-Control', privateFor(contentCacheSeconds.page))
      .send(validated(contentPageSchema, content().pages.startpage));
  });

  // Status notices are the same for everyone and the route guard asks before sign-in too.
  app.get<{ Params: { id: string } }>(
    '/api/v1/pages/status/:id',
    { config: { anonymous: true } },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      const status = content().pageStatus.get(id) ?? onlineStatus;
      return reply
        .header('Cache-Control', `public, max-age=${contentCacheSeconds.pageStatus}`)
        .send(validated(pageStatusSchema, status));
    },
  );

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/v1/pages/:id',
    async (request, reply) => {
      const caller = requireCaller(request);
      const options = {
        includeChildren: booleanQuery(request.query.includeChildren, 'includeChildren', false),
        includeContent: booleanQuery(request.query.includeContent, 'includeContent', true),
      };
      const fixtures = content();
      const lookup = findPage(fixtures, pageId(request.params.id));
      if (!lookup) throw notFound();
      if (!mayAccess(lookup, caller.effectiveRoles)) throw forbidden();
      const page = pageAnswer(fixtures, lookup, caller.effectiveRoles, options);
      return reply
        .header('Cache-Control', privateFor(contentCacheSeconds.page))
        .send(validated(contentPageSchema, page));
    },
  );

  app.get<{ Params: { newsId: string } }>('/api/v1/news/:newsId', async (request, reply) => {
    requireCaller(request);
    const items = content().news.get(request.params.newsId);
    if (!items) throw notFound();
    const newest = [...items]
      .sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate))
      .slice(0, contentLimits.newsMaxItems);
    return reply
      .header('Cache-Control', privateFor(contentCacheSeconds.news))
      .send(validated(newsListSchema, newest));
  });

  app.get<{ Params: { listId: string } }>(
    '/api/v1/sharepointdocuments/lists/:listId',
    async (request, reply) => {
      const caller = requireCaller(request);
      // A member's own list (issue 4, server/my-documents) before the content-managed ones.
      const own = await opts.memberDocuments?.list(caller, request.params.listId);
      const result = own
        ? ({ kind: 'found', list: own } as const)
        : documentListFor(content(), caller, request.params.listId);
      if (result.kind === 'notFound') throw notFound();
      if (result.kind === 'forbidden') throw forbidden();
      // Lists may become per member (issue 4): never in a shared cache.
      return reply
        .header('Cache-Control', 'private, no-cache')
        .send(validated(documentListSchema, result.list));
    },
  );

  app.get<{ Params: { driveItemId: string } }>(
    '/api/v1/sharepointdocuments/files/:driveItemId',
    async (request, reply) => {
      const caller = requireCaller(request);
      const sendFile = (contentType: string, filename: string, bytes: Buffer) =>
        reply
          .header('Content-Type', contentType)
          .header('Content-Disposition', attachmentDisposition(filename))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(bytes);
      // The caller's own member document (server/my-documents), else a content-managed file.
      const own = await opts.memberDocuments?.file(caller, request.params.driveItemId);
      if (own) return sendFile(own.contentType, own.filename, own.content);
      // Only a driveItemId a visible list names is served; the id is never a path.
      const file = documentFileFor(content(), caller, request.params.driveItemId);
      if (!file) throw notFound();
      let bytes: Buffer;
      try {
        bytes = await readFile(file.path);
      } catch {
        throw notFound();
      }
      return sendFile(file.contentType, file.filename, bytes);
    },
  );

  app.get<{ Params: { '*': string } }>(`${contentImagePrefix}*`, async (request, reply) => {
    const name = request.params['*'];
    const file = content().images.get(name);
    const type = imageTypes[extensionOf(name)];
    if (!file || !type) throw notFound();
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      throw notFound();
    }
    return (
      reply
        .header('Content-Type', type)
        .header('Cache-Control', imageCacheControl)
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened on its own runs no script and loads nothing.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(bytes)
    );
  });
}

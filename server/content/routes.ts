import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ContentFixtures } from './fixtures.ts';
import { forbidden, notFound } from '../kit/problem.ts';
import { contentLimits, type PageStatus } from '../../shared/contracts/content.ts';
import { contentRoutes as routes } from '../../shared/contracts/content/routes.ts';
import type { Db } from '../db/client.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { findPage, mayAccess, pageAnswer } from './pages.ts';
import { documentFileFor, documentListFor } from './documents.ts';
import { attachmentDisposition, contentImagePrefix, extensionOf, imageTypes } from './files.ts';
import type { MemberDocumentSource } from '../kit/services/memberDocuments.ts';

/** Cache times of platform §9, in seconds. */
export const contentCacheSeconds = { page: 300, pageStatus: 300, news: 180 } as const;

/** A page without a status is online: the spec counts a failed status load as online. */
export const onlineStatus: PageStatus = {
  offlineStatus: { isOffline: false, message: null },
  messages: [],
};

/** Content images change rarely but are not hashed: a day, then revalidate. */
const imageCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

function pageId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}

/**
 * Content API (platform §7) with the cache times of §9: pages, page status, news, document
 * lists and their files (the route table shared/contracts/content/routes.ts), and the
 * content images at /content-images/ (static files, not /api). Reads the fixtures through
 * `content()` on every call, so a development reload shows at once. The cacheable answers
 * set their own Cache-Control, which wins over the kit's no-store.
 */
export async function contentRoutes(
  app: FastifyInstance,
  opts: {
    content: () => ContentFixtures;
    memberDocuments?: MemberDocumentSource;
    /** Only for the kit's idempotency, which no content call uses. */
    db?: Db;
  },
) {
  const { content } = opts;
  const privateFor = (seconds: number) => `private, max-age=${seconds}`;

  registerRoutes(
    app,
    routes,
    {
      getPublicStartPage: async ({ reply }) => {
        reply.header('Cache-Control', `public, max-age=${contentCacheSeconds.page}`);
        return content().pages.publicstartpage;
      },

      getStartPage: async ({ reply }) => {
        reply.header('Cache-Control', privateFor(contentCacheSeconds.page));
        return content().pages.startpage;
      },

      // Status notices are the same for everyone and the route guard asks before sign-in too.
      getPageStatus: async ({ params, reply }) => {
        const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN;
        reply.header('Cache-Control', `public, max-age=${contentCacheSeconds.pageStatus}`);
        return content().pageStatus.get(id) ?? onlineStatus;
      },

      getPage: async ({ caller, params, query, reply }) => {
        const options = {
          includeChildren: (query.includeChildren ?? 'false') === 'true',
          includeContent: (query.includeContent ?? 'true') === 'true',
        };
        const fixtures = content();
        const lookup = findPage(fixtures, pageId(params.id));
        if (!lookup) throw notFound();
        if (!mayAccess(lookup, caller.effectiveRoles)) throw forbidden();
        reply.header('Cache-Control', privateFor(contentCacheSeconds.page));
        return pageAnswer(fixtures, lookup, caller.effectiveRoles, options);
      },

      getNews: async ({ params, reply }) => {
        const items = content().news.get(params.newsId);
        if (!items) throw notFound();
        reply.header('Cache-Control', privateFor(contentCacheSeconds.news));
        return [...items]
          .sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate))
          .slice(0, contentLimits.newsMaxItems);
      },

      getDocumentList: async ({ caller, params, reply }) => {
        // A member's own list (issue 4, server/my-documents) before the content-managed ones.
        const own = await opts.memberDocuments?.list(caller, params.listId);
        const result = own
          ? ({ kind: 'found', list: own } as const)
          : documentListFor(content(), caller, params.listId);
        if (result.kind === 'notFound') throw notFound();
        if (result.kind === 'forbidden') throw forbidden();
        // Lists may become per member (issue 4): never in a shared cache.
        reply.header('Cache-Control', 'private, no-cache');
        return result.list;
      },

      getDocumentFile: async ({ caller, request, reply }) => {
        const { driveItemId } = request.params as { driveItemId: string };
        const sendFile = (contentType: string, filename: string, bytes: Buffer) =>
          reply
            .header('Content-Type', contentType)
            .header('Content-Disposition', attachmentDisposition(filename))
            .header('X-Content-Type-Options', 'nosniff')
            .header('Cache-Control', 'private, no-store')
            .send(bytes);
        // The caller's own member document (server/my-documents), else a content-managed file.
        const own = await opts.memberDocuments?.file(caller, driveItemId);
        if (own) return sendFile(own.contentType, own.filename, own.content);
        // Only a driveItemId a visible list names is served; the id is never a path.
        const file = documentFileFor(content(), caller, driveItemId);
        if (!file) throw notFound();
        let bytes: Buffer;
        try {
          bytes = await readFile(file.path);
        } catch {
          throw notFound();
        }
        return sendFile(file.contentType, file.filename, bytes);
      },
    },
    { db: opts.db },
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

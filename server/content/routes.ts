import type { FastifyInstance } from 'fastify';
import type { ContentFixtures } from './fixtures.ts';
import { requireCaller } from '../api/auth.ts';

/** Content API (platform §7): the start pages. Content pages are cached 5 minutes (§9). */
export async function contentRoutes(
  app: FastifyInstance,
  opts: { content: () => ContentFixtures },
) {
  app.get(
    '/api/v1/pages/publicstartpage',
    { config: { anonymous: true } },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .send(opts.content().pages.publicstartpage),
  );
  app.get('/api/v1/pages/startpage', async (request, reply) => {
    requireCaller(request);
    return reply
      .header('Cache-Control', 'private, max-age=300')
      .send(opts.content().pages.startpage);
  });
}

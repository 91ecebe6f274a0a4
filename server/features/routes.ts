import type { FastifyInstance } from 'fastify';
import type { ContentFixtures } from '../content/fixtures.ts';
import { requireCaller } from '../api/auth.ts';

/** GET /api/v1/featureManagement/: the flags from content-fixtures/feature-flags.json. */
export async function featureRoutes(
  app: FastifyInstance,
  opts: { content: () => ContentFixtures },
) {
  app.get('/api/v1/featureManagement/', async (request) => {
    requireCaller(request);
    return { featureFlags: opts.content().featureFlags };
  });
}

import type { FastifyInstance } from 'fastify';
import type { ContentFixtures } from '../content/fixtures.ts';
import { requireCaller } from '../api/auth.ts';
import { featureManagementSchema } from '../../shared/contracts/featureFlags.ts';
import { validated } from '../http/validatedReply.ts';

/** GET /api/v1/featureManagement/: the flags from content-fixtures/feature-flags.json. */
export async function featureRoutes(
  app: FastifyInstance,
  opts: { content: () => ContentFixtures },
) {
  app.get('/api/v1/featureManagement/', async (request) => {
    requireCaller(request);
    return validated(featureManagementSchema, { featureFlags: opts.content().featureFlags });
  });
}

import type { FastifyInstance } from 'fastify';
import { featureRoutes as routes } from '../../shared/contracts/features/routes.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';

/** GET /api/v1/featureManagement/: the flags from content-fixtures/feature-flags.json. */
export async function featureRoutes(
  app: FastifyInstance,
  { db, content }: Pick<AreaDeps, 'db' | 'content'>,
) {
  registerRoutes(
    app,
    routes,
    { getFeatureManagement: async () => ({ featureFlags: content().featureFlags }) },
    { db },
  );
}

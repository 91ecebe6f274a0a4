import type { FastifyInstance } from 'fastify';
import { supportRoutes as routes } from '../../shared/contracts/support/routes.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { storeSupportMessage } from './messages.ts';

/**
 * Skogsägarsupport (platform §2, §5): the message is stored for the member it concerns
 * (the proxy giver when a proxy is used) and answered 201 { id, createdAt }.
 */
export async function supportRoutes(app: FastifyInstance, { db }: Pick<AreaDeps, 'db'>) {
  registerRoutes(
    app,
    routes,
    {
      sendMessage: async ({ caller, body }) => {
        const stored = await storeSupportMessage(db, caller, body);
        return { id: stored.id, createdAt: stored.createdAt.toISOString() };
      },
    },
    { db },
  );
}

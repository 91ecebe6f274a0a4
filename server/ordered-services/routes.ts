import type { FastifyInstance } from 'fastify';
import { orderedServicesRoutes as routes } from '../../shared/contracts/ordered-services/routes.ts';
import type { AreaDeps, FlagsContent } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import {
  countServiceOrders,
  getMeasuredTimber,
  getServiceMap,
  getServiceOrder,
  listServiceOrders,
} from './queries.ts';

/** Ordered services (timber-production-map §2.2): all reads of the effective member's orders. */
export async function orderedServicesRoutes(
  app: FastifyInstance,
  { db, content }: Pick<AreaDeps, 'db'> & FlagsContent,
) {
  registerRoutes(
    app,
    routes,
    {
      listServiceOrders: ({ caller, query }) =>
        listServiceOrders(db, caller.effectiveMemberId, query),
      countServiceOrders: async ({ caller, query }) => ({
        total: await countServiceOrders(db, caller.effectiveMemberId, query),
      }),
      getServiceOrder: ({ caller, params }) =>
        getServiceOrder(db, caller.effectiveMemberId, params.serviceOrderNumber),
      getMeasuredTimber: ({ caller, params }) =>
        getMeasuredTimber(db, caller.effectiveMemberId, params.serviceOrderNumber),
      getServiceMap: ({ caller, params }) =>
        getServiceMap(db, caller.effectiveMemberId, params.serviceOrderNumber),
    },
    { db, flags: () => content().featureFlags },
  );
}

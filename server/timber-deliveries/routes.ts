import type { FastifyInstance } from 'fastify';
import { timberDeliveriesRoutes as routes } from '../../shared/contracts/timber-deliveries/routes.ts';
import { isFeatureEnabled } from '../../shared/contracts/featureFlags.ts';
import { timberErrorCodes } from '../../shared/contracts/timber/fieldRuleCodes.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import type { AreaDeps } from '../kit/area.ts';
import { useAreaErrors } from '../kit/areaErrors.ts';
import {
  fastifyPath,
  guardHandlers,
  registerRoutes,
  type RouteHandlers,
} from '../kit/registerRoutes.ts';
import {
  closeByMember,
  completeDelivery,
  createDelivery,
  deleteDraft,
  deliveryDetail,
  deliveryMonths,
  listDeliveries,
  notifyDelivery,
} from './deliveries.ts';
import {
  addAssortment,
  createLanding,
  deleteAssortment,
  deleteLanding,
  updateAssortment,
  updateLanding,
} from './landings.ts';
import { deliveryGenerations, refuseAgreementOff, refuseDeliveryOff } from './generations.ts';
import { exportOrigin, saveOriginAreas } from './origin.ts';
import { orderStackTags } from './stackTags.ts';
import { requiredVersion } from '../kit/ifMatch.ts';

/** Delivery notifications (timber-production-map §2.1, §3-§5): one handler per route. */
export async function timberDeliveriesRoutes(app: FastifyInstance, { db, content }: AreaDeps) {
  // A stack tag order the rules refuse is §8's "stack tag order creation failed".
  const stackTagOrder = `POST ${fastifyPath(routes.orderStackTags.path)}`;
  useAreaErrors(app, timberProblems, {
    ...timberErrorCodes,
    refine: (errors, route) =>
      timberErrorCodes.refine(errors) ??
      (route === stackTagOrder ? 'StackTagOrderError' : undefined),
  });
  // Read on every call, like the kit's flags: an editor's switch takes effect at once.
  const eudrOn = () => isFeatureEnabled(content().featureFlags, 'Eudr');
  registerRoutes(
    app,
    routes,
    gated(db, () => deliveryGenerations(content().featureFlags), {
      listDeliveries: ({ caller, params }) => listDeliveries(db, caller, params.agreementId),
      listDeliveryMonths: ({ caller, params }) => deliveryMonths(db, caller, params.agreementId),
      createDelivery: ({ caller, params }) => createDelivery(db, caller, params.agreementId),
      getDelivery: ({ caller, params, request }) =>
        deliveryDetail(db, caller, params.deliveryId, request.log),
      deleteDraft: async ({ caller, params }) => {
        await deleteDraft(db, caller, params.deliveryId);
        return undefined;
      },
      closeDelivery: async ({ caller, params }) => {
        await closeByMember(db, caller, params.deliveryId);
        return { id: params.deliveryId };
      },
      notifyDelivery: async ({ caller, params }) => {
        await notifyDelivery(db, caller, params.deliveryId, { eudr: eudrOn() });
        return { id: params.deliveryId };
      },
      completeDelivery: async ({ caller, params, body }) => {
        await completeDelivery(db, caller, params.deliveryId, body, { eudr: eudrOn() });
        return { id: params.deliveryId };
      },
      orderStackTags: ({ caller, params, body }) =>
        orderStackTags(db, caller, params.deliveryId, body),
      saveOriginAreas: ({ caller, params, body }) =>
        saveOriginAreas(db, caller, params.deliveryId, body),
      createLanding: ({ caller, params, body }) =>
        createLanding(db, caller, params.deliveryId, body),
      updateLanding: ({ caller, params, body, request }) =>
        updateLanding(
          db,
          caller,
          params.deliveryId,
          params.landingId,
          requiredVersion(request),
          body,
        ),
      deleteLanding: async ({ caller, params }) => {
        await deleteLanding(db, caller, params.deliveryId, params.landingId);
        return undefined;
      },
      addAssortment: ({ caller, params, body }) =>
        addAssortment(db, caller, params.deliveryId, params.landingId, body),
      updateAssortment: ({ caller, params, body }) =>
        updateAssortment(
          db,
          caller,
          params.deliveryId,
          params.landingId,
          params.assortmentId,
          body,
        ),
      deleteAssortment: async ({ caller, params }) => {
        await deleteAssortment(
          db,
          caller,
          params.deliveryId,
          params.landingId,
          params.assortmentId,
        );
        return undefined;
      },
      exportOrigin: ({ caller, params }) => exportOrigin(db, caller, params.deliveryId),
    }),
    { db, flags: () => content().featureFlags },
  );
}

type Handlers = RouteHandlers<typeof routes>;

/**
 * Every call first refuses an agreement (or a delivery of one) whose generation's deliveries
 * are off, as not found: v2's wait for TimberManagerViol2Delivery.
 */
function gated(
  db: AreaDeps['db'],
  on: () => ReturnType<typeof deliveryGenerations>,
  handlers: Handlers,
): Handlers {
  return guardHandlers(handlers, async (_name, { agreementId, deliveryId }) => {
    if (agreementId !== undefined) await refuseAgreementOff(db, agreementId, on());
    if (deliveryId !== undefined) await refuseDeliveryOff(db, deliveryId, on());
  });
}

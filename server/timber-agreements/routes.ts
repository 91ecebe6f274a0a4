import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agreementEtag } from '../../shared/contracts/timber-agreements.ts';
import { versionFromIfMatch } from '../../shared/contracts/contactDetails.ts';
import { timberAgreementsRoutes as routes } from '../../shared/contracts/timber-agreements/routes.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { platformProblem } from '../http/problem.ts';
import {
  agreementView,
  createDraft,
  deleteDraft,
  listAgreements,
  pruneExpiredAssortments,
  saveDraft,
  visibleAgreement,
} from './agreements.ts';
import { ownedEstates, pricingMoments } from './options.ts';
import { reviewAgreement } from './review.ts';
import { agreementSignKind, completeAgreementSigning, startAgreementSigning } from './signing.ts';
import { submitDraft } from './submit.ts';

/** The version an edit was based on (If-Match); 428 when none is named. */
function requiredVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const version = versionFromIfMatch(typeof header === 'string' ? header : null);
  if (version === null) throw platformProblem('versionRequired');
  return version;
}

/** Delivery-timber agreements (timber-production-map §2.1, §4-§6): one handler per route. */
export async function timberAgreementsRoutes(app: FastifyInstance, { db, signing }: AreaDeps) {
  if (!signing) throw new Error('The timber agreements area needs the signing service');
  signing.register(agreementSignKind, completeAgreementSigning);

  registerRoutes(
    app,
    routes,
    {
      listAgreements: async ({ caller }) => ({ agreements: await listAgreements(db, caller) }),

      getAgreementOptions: async ({ caller }) => ({
        estates: await ownedEstates(db, caller.effectiveMemberId),
        pricingMoments: await pricingMoments(db, todayInSweden()),
      }),

      getAgreement: async ({ caller, params, reply }) => {
        const found = await visibleAgreement(db, params.agreementId, caller.effectiveMemberId);
        const row = await pruneExpiredAssortments(db, found, todayInSweden());
        reply.header('ETag', agreementEtag(row.version));
        return agreementView(db, row, caller);
      },

      createDraft: async ({ caller, body, reply }) => {
        const row = await createDraft(db, caller, body, todayInSweden());
        reply.header('ETag', agreementEtag(row.version));
        return agreementView(db, row, caller);
      },

      saveDraft: async ({ caller, params, body, request, reply }) => {
        const row = await saveDraft(
          db,
          caller,
          params.agreementId,
          requiredVersion(request),
          body,
          todayInSweden(),
        );
        reply.header('ETag', agreementEtag(row.version));
        return agreementView(db, row, caller);
      },

      deleteDraft: async ({ caller, params, request }) => {
        await deleteDraft(db, caller, params.agreementId, requiredVersion(request));
        return undefined;
      },

      getReview: async ({ caller, params }) => {
        const row = await visibleAgreement(db, params.agreementId, caller.effectiveMemberId);
        return reviewAgreement(db, row, caller.effectiveMemberId, todayInSweden());
      },

      submitDraft: async ({ caller, params, request, reply }) => {
        const row = await submitDraft(
          db,
          caller,
          params.agreementId,
          requiredVersion(request),
          todayInSweden(),
        );
        reply.header('ETag', agreementEtag(row.version));
        return agreementView(db, row, caller);
      },

      startSigning: async ({ caller, params, request }) => {
        const order = await startAgreementSigning(
          db,
          signing,
          caller,
          params.agreementId,
          request.ip,
        );
        return {
          orderRef: order.orderRef,
          autoStartToken: order.autoStartToken,
          expiresAt: order.expiresAt.toISOString(),
        };
      },
    },
    { db },
  );
}

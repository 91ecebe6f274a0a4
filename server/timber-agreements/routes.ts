import type { FastifyInstance } from 'fastify';
import { agreementEtag, generationsOn } from '../../shared/contracts/timber-agreements.ts';
import { timberErrorCodes } from '../../shared/contracts/timber/fieldRuleCodes.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberAgreementsRoutes as routes } from '../../shared/contracts/timber-agreements/routes.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { AreaDeps } from '../kit/area.ts';
import { useAreaErrors } from '../kit/areaErrors.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import {
  agreementView,
  chooseLiquidityRecipient,
  createDraft,
  deleteDraft,
  listAgreements,
  pruneExpiredAssortments,
  saveDraft,
  visibleAgreement,
} from './agreements.ts';
import { ownedEstates, pricingMoments } from './options.ts';
import { newDraftGeneration, resolveAgreementId } from './generations.ts';
import { reviewAgreement } from './review.ts';
import { agreementSignKind, completeAgreementSigning, startAgreementSigning } from './signing.ts';
import { submitDraft } from './submit.ts';
import { requiredVersion } from '../kit/ifMatch.ts';

/** Delivery-timber agreements (timber-production-map §2.1, §4-§6): one handler per route. */
export async function timberAgreementsRoutes(
  app: FastifyInstance,
  { db, signing, content }: AreaDeps,
) {
  if (!signing) throw new Error('The timber agreements area needs the signing service');
  signing.register(agreementSignKind, completeAgreementSigning);
  useAreaErrors(app, timberProblems, timberErrorCodes);
  /** The generations listed (their route set's flag) and those whose wizard is on too. */
  const listed = () => generationsOn(content().featureFlags, 'routes');
  const wizards = () => generationsOn(content().featureFlags, 'opportunity');
  /**
   * The agreement a path names (v2's quote project id or the agreement's id): its id, among
   * the generations whose wizard (Opportunity variant) is on; another generation's is 404.
   */
  const idOf = (pathId: string, caller: { effectiveMemberId: string }) =>
    resolveAgreementId(db, pathId, caller.effectiveMemberId, wizards());

  registerRoutes(
    app,
    routes,
    {
      listAgreements: async ({ caller }) => ({
        agreements: await listAgreements(db, caller, listed()),
      }),

      getAgreementOptions: async ({ caller }) => {
        // The wizard's choices exist only while some generation's wizard is on.
        newDraftGeneration(wizards());
        return {
          estates: await ownedEstates(db, caller.effectiveMemberId),
          pricingMoments: await pricingMoments(db, todayInSweden()),
        };
      },

      getAgreement: async ({ caller, params, reply }) => {
        const id = await idOf(params.agreementId, caller);
        const found = await visibleAgreement(db, id, caller.effectiveMemberId);
        const row = await pruneExpiredAssortments(db, found, todayInSweden());
        reply.header('ETag', agreementEtag(row.version));
        return agreementView(db, row, caller);
      },

      createDraft: async ({ caller, body, reply }) => {
        const generation = newDraftGeneration(wizards());
        const row = await createDraft(db, caller, body, todayInSweden(), generation);
        reply.header('ETag', agreementEtag(row.version));
        return agreementView(db, row, caller);
      },

      saveDraft: async ({ caller, params, body, request, reply }) => {
        const row = await saveDraft(
          db,
          caller,
          await idOf(params.agreementId, caller),
          requiredVersion(request),
          body,
          todayInSweden(),
        );
        reply.header('ETag', agreementEtag(row.version));
        return agreementView(db, row, caller);
      },

      chooseLiquidityRecipient: async ({ caller, params, body, request, reply }) => {
        const row = await chooseLiquidityRecipient(
          db,
          caller,
          await idOf(params.agreementId, caller),
          requiredVersion(request),
          body.economicRepresentativeId,
        );
        reply.header('ETag', agreementEtag(row.version));
        return agreementView(db, row, caller);
      },

      deleteDraft: async ({ caller, params, request }) => {
        const id = await idOf(params.agreementId, caller);
        await deleteDraft(db, caller, id, requiredVersion(request));
        return undefined;
      },

      getReview: async ({ caller, params }) => {
        const id = await idOf(params.agreementId, caller);
        const row = await visibleAgreement(db, id, caller.effectiveMemberId);
        return reviewAgreement(db, row, caller.effectiveMemberId, todayInSweden());
      },

      submitDraft: async ({ caller, params, request, reply }) => {
        const row = await submitDraft(
          db,
          caller,
          await idOf(params.agreementId, caller),
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
          await idOf(params.agreementId, caller),
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

import type { FastifyInstance } from 'fastify';
import { certificationRoutes as routes } from '../../shared/contracts/certification/routes.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { problemOf } from '../kit/problem.ts';
import type { AreaDeps, FlagsContent } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { sha256Hex } from '../signing/service.ts';
import {
  applicationSignData,
  applicationSignText,
  certificationSignKind,
  completeSignedApplication,
  createApplication,
} from './application.ts';
import { questionsFor } from './questions.ts';
import { certificationElement } from '../../shared/contracts/certification/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's page that opens a signing link (`signera`). */
const signLinkPath = areaPath(certificationElement.routes.certificationSignLink, '');
import { certificationState } from './state.ts';

export interface CertificationRoutesOptions extends Omit<AreaDeps, 'content'>, FlagsContent {
  /** The clock (tests move it): deviations, plan ages and the submission time. */
  now?: () => Date;
}

/**
 * Skogscertifiering (economy-membership §7): the member's state, the questions and the
 * application, signed with e-ID; always about caller.effectiveMemberId.
 */
export async function certificationRoutes(
  app: FastifyInstance,
  options: CertificationRoutesOptions,
) {
  const { db, signing, content } = options;
  const now = options.now ?? (() => new Date());
  if (!signing) throw new Error('The certification area needs the signing service');
  signing.register(certificationSignKind, (tx, order) =>
    completeSignedApplication(tx, order, sha256Hex, now()),
  );

  registerRoutes(
    app,
    routes,
    {
      getCertification: async ({ caller }) =>
        certificationState(db, caller.effectiveMemberId, todayInSweden(now())),

      getQuestions: async ({ query }) => {
        const questions = await questionsFor(
          db,
          query.certificateType,
          Number(query.totalAreaForest),
        );
        if (questions.length === 0) throw problemOf(certificationProblems, 'CertificationNotFound');
        return { questions };
      },

      applyForCertification: async ({ caller, body, request }) => {
        const row = await createApplication(db, caller, body, todayInSweden(now()));
        const order = await signing.start(
          caller,
          {
            kind: certificationSignKind,
            subjectId: row.id,
            userVisibleData: applicationSignText(row),
            data: applicationSignData(row),
          },
          request.ip,
        );
        return {
          applicationId: row.id,
          orderRef: order.orderRef,
          autoStartToken: order.autoStartToken,
          expiresAt: order.expiresAt.toISOString(),
        };
      },

      sendCertificationSignLink: async ({ caller, body }) => {
        const row = await createApplication(db, caller, body.application, todayInSweden(now()));
        const sent = await signing.links.send(
          caller,
          {
            kind: certificationSignKind,
            subjectId: row.id,
            userVisibleData: applicationSignText(row),
            data: applicationSignData(row),
            path: signLinkPath,
            what: 'din ansökan om skogscertifiering',
          },
          body.delivery,
        );
        return { applicationId: row.id, ...sent };
      },
    },
    { db, flags: () => content().featureFlags },
  );
}

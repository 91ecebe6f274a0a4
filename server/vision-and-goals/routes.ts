import type { FastifyInstance } from 'fastify';
import { visionAndGoalsRoutes as routes } from '../../shared/contracts/vision-and-goals/routes.ts';
import type { AreaDeps, FlagsContent } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { saveSurvey, surveyOf } from './surveys.ts';

/**
 * Vilja och mål (economy-membership §2, §4): the kit has checked the token, the
 * Service_DigitalDemocracy roles on the effective profile, proxy use and impersonation
 * (never for the writes); every query reads only the effective member's survey.
 */
export async function visionAndGoalsRoutes(
  app: FastifyInstance,
  { db, content }: Pick<AreaDeps, 'db'> & FlagsContent,
) {
  registerRoutes(
    app,
    routes,
    {
      getSurvey: async ({ caller }) => surveyOf(db, caller.effectiveMemberId),
      saveSurveyDraft: async ({ caller, body }) =>
        saveSurvey(db, caller.effectiveMemberId, body, false),
      sendSurvey: async ({ caller, body }) => saveSurvey(db, caller.effectiveMemberId, body, true),
    },
    { db, flags: () => content().featureFlags },
  );
}

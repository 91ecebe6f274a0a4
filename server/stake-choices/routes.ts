import type { FastifyInstance } from 'fastify';
import { profileEtag } from '../../shared/contracts/contactDetails.ts';
import { stakeChoicesRoutes as routes } from '../../shared/contracts/stake-choices/routes.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { areaService } from '../kit/services.ts';
import { notFound } from '../kit/problem.ts';
import { readEconomics } from './economics.ts';
import { requiredVersion } from '../kit/ifMatch.ts';

/**
 * Insatsval (economy §2, §7): read and save the stake choices of the effective member, a
 * versioned profile edit like the contact details (If-Match in, ETag out).
 */
export async function stakeChoicesRoutes(app: FastifyInstance, { db, content }: AreaDeps) {
  registerRoutes(
    app,
    routes,
    {
      getStakeChoices: async ({ caller, reply }) => {
        const current = await readEconomics(db, caller.effectiveMemberId);
        if (!current) throw notFound();
        reply.header('ETag', profileEtag(current.version));
        return current;
      },
      saveStakeChoices: async ({ caller, body, request, reply }) => {
        // A versioned edit of the member's profile, the profile area's (kit service).
        const profile = areaService('memberProfile');
        const expected = requiredVersion(request);
        const version = await profile.versionedWrite(
          db,
          caller.effectiveMemberId,
          expected,
          async () => ({
            stakePercent: body.stakePercent,
            aboveStakeParticipation: body.aboveStakeParticipation,
          }),
        );
        return profile.updatedProfile(db, content(), caller, reply, version);
      },
    },
    { db },
  );
}

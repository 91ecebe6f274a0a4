import type { FastifyInstance } from 'fastify';
import { sessionProfileRoutes as routes } from '../../shared/contracts/session-profile/routes.ts';
import type { Caller } from '../api/auth.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { notFound } from '../http/problem.ts';
import { buildProfile } from './profileService.ts';

export type ProfileRoutesOptions = Pick<AreaDeps, 'db' | 'content'>;

/**
 * The session's profiles: `me` is always the signed-in member's own (the table says
 * `proxy: 'ignored'`, so X-User-Id never applies), `current` the effective one.
 */
export async function profileRoutes(app: FastifyInstance, { db, content }: ProfileRoutesOptions) {
  const profileOf = async (caller: Caller, memberId: string) => {
    const profile = await buildProfile(db, content(), {
      memberId,
      roles: caller.effectiveRoles,
      signedInMemberId: caller.memberId,
      impersonated: caller.impersonationId !== null,
      member: caller.member,
    });
    if (!profile) throw notFound();
    return profile;
  };

  registerRoutes(
    app,
    routes,
    {
      getMyProfile: async ({ caller }) => profileOf(caller, caller.memberId),
      getCurrentProfile: async ({ caller }) => profileOf(caller, caller.effectiveMemberId),
    },
    { db },
  );
}

import type { FastifyInstance } from 'fastify';
import { sessionProfileRoutes as routes } from '../../shared/contracts/session-profile/routes.ts';
import type { Caller } from '../api/auth.ts';
import type { AreaDeps } from '../kit/area.ts';
import { CheckedAnswer, registerRoutes } from '../kit/registerRoutes.ts';
import { notFound } from '../kit/problem.ts';
import { buildProfile, profileCallerExtras, profileJson } from './profileService.ts';

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
      extras: caller.extras,
    });
    if (!profile) throw notFound();
    // Checked against the table's schema in profileJson, the shared parts once.
    return new CheckedAnswer(profileJson(profile)) as never;
  };

  registerRoutes(
    app,
    routes,
    {
      getMyProfile: async ({ caller }) => profileOf(caller, caller.memberId),
      getCurrentProfile: async ({ caller }) => profileOf(caller, caller.effectiveMemberId),
    },
    // Both read the own profile's inspectors and received proxies with the caller.
    {
      db,
      callerExtras: { getMyProfile: profileCallerExtras, getCurrentProfile: profileCallerExtras },
    },
  );
}

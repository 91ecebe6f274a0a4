import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import { requireCaller } from '../api/auth.ts';
import { notFound } from '../http/problem.ts';
import { buildProfile } from './profileService.ts';
import { memberProfileSchema } from '../../shared/contracts/memberProfile.ts';
import { validated } from '../http/validatedReply.ts';

export interface ProfileRoutesOptions {
  db: Db;
  content: () => ContentFixtures;
}

export async function profileRoutes(app: FastifyInstance, { db, content }: ProfileRoutesOptions) {
  // The own profile: never acts for anyone, whatever X-User-Id says.
  app.get(
    '/api/v2/memberProfiles/me',
    { config: { ownProfileOnly: true } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const profile = await buildProfile(db, content(), {
        memberId: caller.memberId,
        roles: caller.effectiveRoles,
        signedInMemberId: caller.memberId,
        impersonated: caller.impersonationId !== null,
      });
      if (!profile) throw notFound();
      return reply
        .header('Cache-Control', 'no-store')
        .send(validated(memberProfileSchema, profile));
    },
  );

  // The effective profile: the proxy giver's, seen with the proxy's roles, when X-User-Id is set.
  app.get('/api/v2/memberProfiles/current', async (request, reply) => {
    const caller = requireCaller(request);
    const profile = await buildProfile(db, content(), {
      memberId: caller.effectiveMemberId,
      roles: caller.effectiveRoles,
      signedInMemberId: caller.memberId,
      impersonated: caller.impersonationId !== null,
    });
    if (!profile) throw notFound();
    return reply.header('Cache-Control', 'no-store').send(validated(memberProfileSchema, profile));
  });
}

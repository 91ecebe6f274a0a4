import type { FastifyReply } from 'fastify';
import { profileEtag } from '../../shared/contracts/contactDetails.ts';
import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';
import type { Caller } from '../api/auth.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../kit/problem.ts';
import { buildProfile } from '../session-profile/profileService.ts';

/**
 * What a versioned profile edit answers (platform §7): the effective member's updated
 * profile, with the new version as ETag for the next edit (contact details, preferences,
 * stake choices).
 */
export async function updatedProfile(
  db: Db,
  content: ContentFixtures,
  caller: Caller,
  reply: FastifyReply,
  version: number,
): Promise<MemberProfile> {
  const profile = await buildProfile(db, content, {
    memberId: caller.effectiveMemberId,
    roles: caller.effectiveRoles,
    signedInMemberId: caller.memberId,
    impersonated: caller.impersonationId !== null,
  });
  if (!profile) throw notFound();
  reply.header('ETag', profileEtag(version));
  return profile;
}

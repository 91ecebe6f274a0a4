import type { FastifyReply } from 'fastify';
import type { MemberProfile } from '../../../shared/contracts/memberProfile.ts';
import type { Caller } from '../../api/auth.ts';
import type { ContentFixtures } from '../../content/fixtures.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { members } from '../../db/schema.ts';

/** Versioned edits of the member's profile (ETag / If-Match), for stake choices (the version asked
 * for comes from the kit's requiredVersion, server/kit/ifMatch.ts). */
export interface MemberProfileService {
  /**
   * One profile edit, all or nothing: 412 unless the profile is still at `expected`; stores
   * the member columns `write` returns with the version bumped. Returns the new version.
   */
  versionedWrite(
    db: Db,
    memberId: string,
    expected: number,
    write: (tx: Tx) => Promise<Partial<typeof members.$inferInsert>>,
  ): Promise<number>;
  /** What a versioned edit answers: the updated profile, the new version as its ETag. */
  updatedProfile(
    db: Db,
    content: ContentFixtures,
    caller: Caller,
    reply: FastifyReply,
    version: number,
  ): Promise<MemberProfile>;
}

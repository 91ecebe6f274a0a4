import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { members } from '../db/schema.ts';
import { notFound, problemOf, platformProblem } from '../kit/problem.ts';
import { profileProblems } from '../../shared/contracts/profile/problems.ts';

/** A transaction handle (what db.transaction passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One profile edit, all or nothing (economy §8, DESIGN "edits that can collide carry a
 * version"): locks the member's row, answers 412 versionConflict unless its profileVersion
 * is still `expected`, runs `write` (checks and extra rows) and stores the member columns it
 * returns with the version bumped. Returns the new version. A unique violation that got past
 * the checks is the spec's DefaultContactInformationConflictError.
 */
export async function versionedWrite(
  db: Db,
  memberId: string,
  expected: number,
  write: (tx: Tx) => Promise<Partial<typeof members.$inferInsert>>,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ version: members.profileVersion })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      if (!row) throw notFound();
      if (row.version !== expected) throw platformProblem('versionConflict');
      const changes = await write(tx);
      const next = expected + 1;
      await tx
        .update(members)
        .set({ ...changes, profileVersion: next })
        .where(eq(members.id, memberId));
      return next;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw problemOf(profileProblems, 'DefaultContactInformationConflictError');
    throw error;
  }
}

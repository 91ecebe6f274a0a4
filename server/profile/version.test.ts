// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileProblems } from '../../shared/contracts/profile/problems.ts';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { HttpProblem } from '../kit/problem.ts';
import { openTestDatabase } from '../testing/database.ts';
import { versionedWrite } from './version.ts';

describe('versionedWrite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const versionOf = async (id: string) =>
    (await database.db.select().from(members).where(eq(members.id, id)))[0]!.profileVersion;

  it('stores the changes and bumps the version', async () => {
    const version = await versionOf(demoIds.david);
    const next = await versionedWrite(database.db, demoIds.david, version, async () => ({
      city: 'Ljungby',
    }));
    expect(next).toBe(version + 1);
    expect(await versionOf(demoIds.david)).toBe(version + 1);
  });

  it('answers DefaultContactInformationConflictError when a write races past the checks', async () => {
    // A real unique violation: David's e-mail set to Anna's without the duplicate check.
    const version = await versionOf(demoIds.david);
    const write = versionedWrite(database.db, demoIds.david, version, async () => ({
      email: 'anna.skog@example.se',
    }));
    await expect(write).rejects.toBeInstanceOf(HttpProblem);
    await expect(write).rejects.toMatchObject({
      status: 409,
      type: 'DefaultContactInformationConflictError',
      title: profileProblems.DefaultContactInformationConflictError.title,
    });
    expect(await versionOf(demoIds.david)).toBe(version);
  });

  it('rolls back the extra rows when the version is stale', async () => {
    const version = await versionOf(demoIds.david);
    let ran = false;
    await expect(
      versionedWrite(database.db, demoIds.david, version - 1, async () => {
        ran = true;
        return {};
      }),
    ).rejects.toMatchObject({ status: 412, type: 'versionConflict' });
    expect(ran).toBe(false);
  });
});

// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/database.ts';
import { signInAttempts } from '../db/schema.ts';
import { maxFailedAttemptsPerAccount, maxFailedAttemptsPerAddress } from './constants.ts';
import { isThrottled, recordAttempt, staffEmailKey } from './rate-limit.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('sign-in rate limit', () => {
  it('refuses an account after 5 failures in 15 minutes', async () => {
    const key = 'anna.skog@example.se';
    for (let i = 0; i < maxFailedAttemptsPerAccount - 1; i++)
      await recordAttempt(database.db, key, '10.0.0.1', false);
    await recordAttempt(database.db, key, '10.0.0.1', true);
    expect(await isThrottled(database.db, key, '10.0.0.2')).toBe(false);
    await recordAttempt(database.db, key, '10.0.0.1', false);
    expect(await isThrottled(database.db, key, '10.0.0.2')).toBe(true);
    expect(await isThrottled(database.db, 'bertil.gran@example.se', '10.0.0.2')).toBe(false);
  });

  it('refuses an address after 20 failures in 15 minutes, over any accounts', async () => {
    for (let i = 0; i < maxFailedAttemptsPerAddress; i++) {
      await recordAttempt(database.db, staffEmailKey(`user${i}@example.se`), '10.0.0.9', false);
    }
    expect(await isThrottled(database.db, 'someone@example.se', '10.0.0.9')).toBe(true);
    expect(await isThrottled(database.db, 'someone@example.se', '10.0.0.10')).toBe(false);
  });

  it('forgets failures older than the window', async () => {
    const old = new Date(Date.now() - 16 * 60 * 1000);
    for (let i = 0; i < maxFailedAttemptsPerAccount; i++) {
      await database.db.insert(signInAttempts).values({
        accountKey: '195001011237',
        ipAddress: '10.0.0.3',
        succeeded: false,
        attemptedAt: old,
      });
    }
    expect(await isThrottled(database.db, '195001011237', '10.0.0.3')).toBe(false);
  });
});

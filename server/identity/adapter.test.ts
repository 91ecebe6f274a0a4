// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/database.ts';
import { oidcModels } from '../db/schema.ts';
import { DrizzleAdapter, purgeExpiredModels } from './adapter.ts';
import { loadCookieKeys, loadSigningKeys } from './keys.ts';
import { findLoginContext, saveLoginContext } from './login-context.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('DrizzleAdapter', () => {
  it('round-trips, upserts, consumes and destroys', async () => {
    const codes = new DrizzleAdapter(database.db, 'AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a', grantId: 'g1', nested: { x: [1, 2] } }, 60);
    expect(await codes.find('c1')).toEqual({
      accountId: 'a',
      grantId: 'g1',
      nested: { x: [1, 2] },
    });
    // Another model does not see it.
    expect(await new DrizzleAdapter(database.db, 'Session').find('c1')).toBeUndefined();
    // Another authority's namespace does not see it either.
    expect(
      await new DrizzleAdapter(database.db, 'AuthorizationCode', 'pwc:').find('c1'),
    ).toBeUndefined();

    await codes.upsert('c1', { accountId: 'b', grantId: 'g1' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'b', grantId: 'g1' });

    await codes.consume('c1');
    const consumed = await codes.find('c1');
    expect(typeof consumed?.consumed).toBe('number');

    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const sessions = new DrizzleAdapter(database.db, 'Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('nope')).toBeUndefined();
    const deviceCodes = new DrizzleAdapter(database.db, 'DeviceCode');
    await deviceCodes.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('treats expired rows as missing and purges them', async () => {
    const interactions = new DrizzleAdapter(database.db, 'Interaction');
    await interactions.upsert('old', { uid: 'old-uid' }, -1);
    await interactions.upsert('endless', { uid: 'endless-uid' });
    expect(await interactions.find('old')).toBeUndefined();
    expect(await interactions.findByUid('old-uid')).toBeUndefined();
    expect(await interactions.find('endless')).toEqual({ uid: 'endless-uid' });
    await purgeExpiredModels(database.db);
    const rows = await database.db
      .select()
      .from(oidcModels)
      .where(and(eq(oidcModels.kind, 'Interaction'), eq(oidcModels.id, 'old')));
    expect(rows).toHaveLength(0);
  });

  it('revokes by grant id within its model, and a destroyed grant takes its login context', async () => {
    const refreshTokens = new DrizzleAdapter(database.db, 'RefreshToken');
    const accessTokens = new DrizzleAdapter(database.db, 'AccessToken');
    await refreshTokens.upsert('r1', { grantId: 'g2' }, 60);
    await refreshTokens.upsert('r2', { grantId: 'g3' }, 60);
    await accessTokens.upsert('a1', { grantId: 'g2' }, 60);
    await refreshTokens.revokeByGrantId('g2');
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(await refreshTokens.find('r2')).toBeDefined();
    expect(await accessTokens.find('a1')).toBeDefined();

    const grants = new DrizzleAdapter(database.db, 'Grant');
    await grants.upsert('g2', { accountId: 'a', clientId: 'c' }, 60);
    await saveLoginContext(database.db, 'g2', {
      memberId: '00000000-0000-4000-8000-000000000001',
      idp: 'eid',
      authTime: Math.floor(Date.now() / 1000),
    });
    expect(await findLoginContext(database.db, 'g2')).toMatchObject({ idp: 'eid' });
    await grants.destroy('g2');
    expect(await grants.find('g2')).toBeUndefined();
    expect(await findLoginContext(database.db, 'g2')).toBeUndefined();
  });

  it('lets a login context expire 8 hours after the sign-in', async () => {
    await saveLoginContext(database.db, 'g-old', {
      memberId: '00000000-0000-4000-8000-000000000001',
      idp: 'password',
      authTime: Math.floor(Date.now() / 1000) - 9 * 60 * 60,
    });
    expect(await findLoginContext(database.db, 'g-old')).toBeUndefined();
  });
});

describe('keys', () => {
  it('creates the signing and cookie keys once and shares them', async () => {
    const first = await loadSigningKeys(database.db);
    const second = await loadSigningKeys(database.db);
    expect(second.publicJwks).toEqual(first.publicJwks);
    const [key] = first.publicJwks.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(key!.kid).toBeTruthy();
    expect(key!.d).toBeUndefined();
    expect(first.privateJwks.keys[0]!.d).toBeTruthy();
    expect(Buffer.from(key!.n!, 'base64url').length * 8).toBe(2048);
    expect(await loadCookieKeys(database.db)).toEqual(await loadCookieKeys(database.db));
  });
});

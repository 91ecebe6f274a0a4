import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import path from 'node:path';
import { profileRoutes } from '../session-profile/routes.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { demoIds } from '../db/seed.ts';
import { impersonations, members } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { apiTestApp, testAudience, testIssuer, type ApiTestApp } from '../testing/apiApp.ts';

describe('API authentication', () => {
  let t: ApiTestApp;
  let otherKey: CryptoKey;

  const anna = () => t.tokenFor(demoIds.anna, { customer_no: '100001', idp: 'eid' });
  /** A token with the provider's key id that the provider did not sign. */
  const forged = () =>
    new SignJWT({ sub: demoIds.anna })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(testIssuer)
      .setAudience(testAudience)
      .setExpirationTime('5m')
      .sign(otherKey);

  beforeAll(async () => {
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    t = await apiTestApp(async (app, database) => {
      await app.register(profileRoutes, { db: database.db, content: () => content });
    });
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** Staff Eva acting as Anna, the impersonation ending in `expiresInMs` (past when < 0). */
  const evaImpersonatesAnna = (expiresInMs: number) =>
    startImpersonation(t.database.db, { expiresInMs });

  it('answers 401 problem+json without a token', async () => {
    const response = await get('/api/v2/memberProfiles/me');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ type: 'unauthorized', title: 'Du är inte inloggad.' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers an expired or invalid token with WWW-Authenticate error="invalid_token"', async () => {
    const expired = await t.tokenFor(
      demoIds.anna,
      {},
      testAudience,
      Math.floor(Date.now() / 1000) - 60,
    );
    const response = await get('/api/v2/memberProfiles/me', { authorization: `Bearer ${expired}` });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe(
      'Bearer error="invalid_token", error_description="The access token expired"',
    );
    const forgedResponse = await get('/api/v2/memberProfiles/me', {
      authorization: `Bearer ${await forged()}`,
    });
    expect(forgedResponse.headers['www-authenticate']).toBe(
      'Bearer error="invalid_token", error_description="The access token is invalid"',
    );
  });

  it('answers 401 for a token signed by another key, or for another audience', async () => {
    const wrongAudience = await t.tokenFor(demoIds.anna, {}, 'https://other.example/api');
    for (const bad of [await forged(), wrongAudience, 'not-a-jwt']) {
      const response = await get('/api/v2/memberProfiles/me', { authorization: `Bearer ${bad}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it("gives Anna her own profile with her inspectors and Bertil's proxy", async () => {
    const response = await get('/api/v2/memberProfiles/me', {
      authorization: `Bearer ${await anna()}`,
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      name: 'Anna Skog',
      customerNo: '100001',
      isMemberImpersonated: false,
    });
    expect(profile.inspectors).toHaveLength(2);
    expect(profile.proxies).toEqual([
      expect.objectContaining({ giverContactId: demoIds.bertil, giverContactName: 'Bertil Gran' }),
    ]);
  });

  it('lets Anna act for Bertil with the roles of his proxy only', async () => {
    const response = await get('/api/v2/memberProfiles/current', {
      authorization: `Bearer ${await anna()}`,
      'x-user-id': demoIds.bertil,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Bertil Gran',
      roles: ['Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write'],
    });
  });

  it('never lets the own-profile call act for someone else', async () => {
    const response = await get('/api/v2/memberProfiles/me', {
      authorization: `Bearer ${await anna()}`,
      'x-user-id': demoIds.bertil,
    });
    expect(response.json()).toMatchObject({ name: 'Anna Skog' });
  });

  it('refuses a forged X-User-Id with 403 and shows nothing of that member', async () => {
    for (const target of [demoIds.david, 'not-a-uuid']) {
      const response = await get('/api/v2/memberProfiles/current', {
        authorization: `Bearer ${await anna()}`,
        'x-user-id': target,
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('David');
    }
    // Bertil holds no proxy from Anna: the proxy works one way only.
    const reverse = await get('/api/v2/memberProfiles/current', {
      authorization: `Bearer ${await t.tokenFor(demoIds.bertil)}`,
      'x-user-id': demoIds.anna,
    });
    expect(reverse.statusCode).toBe(403);
  });

  it('answers 401 impersonatedSessionExpired once the impersonation has expired', async () => {
    const active = await evaImpersonatesAnna(60_000);
    const expired = await evaImpersonatesAnna(-1_000);
    const ok = await get('/api/v2/memberProfiles/me', {
      authorization: `Bearer ${await t.tokenFor(demoIds.anna, { idp: 'staff', imp: active.id })}`,
    });
    expect(ok.json()).toMatchObject({
      isMemberImpersonated: true,
      impersonatedMemberName: 'Anna Skog',
    });
    const gone = await get('/api/v2/memberProfiles/me', {
      authorization: `Bearer ${await t.tokenFor(demoIds.anna, { idp: 'staff', imp: expired.id })}`,
    });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ type: 'impersonatedSessionExpired' });
  });

  it('refuses a token it has already accepted as soon as its impersonation is ended', async () => {
    const session = await evaImpersonatesAnna(60_000);
    const headers = {
      authorization: `Bearer ${await t.tokenFor(demoIds.anna, { idp: 'staff', imp: session.id })}`,
    };
    // Twice: the second call is answered from the verified-token cache.
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/v2/memberProfiles/me', headers)).statusCode).toBe(200);
    }
    await t.database.db
      .update(impersonations)
      .set({ endedAt: new Date() })
      .where(eq(impersonations.id, session.id));
    const ended = await get('/api/v2/memberProfiles/me', headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ type: 'impersonatedSessionExpired' });
  });

  it('refuses a token it has already accepted once it has expired', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const headers = {
      authorization: `Bearer ${await t.tokenFor(demoIds.anna, {}, testAudience, expiresAt)}`,
    };
    expect((await get('/api/v2/memberProfiles/me', headers)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    const expired = await get('/api/v2/memberProfiles/me', headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toContain('The access token expired');
  });

  it('refuses an accepted token whose member is gone, and reads the member once', async () => {
    const [member] = await t.database.db
      .insert(members)
      .values({ customerNo: '199999', name: 'Tillfällig Medlem' })
      .returning();
    const headers = { authorization: `Bearer ${await t.tokenFor(member!.id)}` };
    const ok = await get('/api/v2/memberProfiles/current', headers);
    expect(ok.json()).toMatchObject({ memberId: member!.id, name: 'Tillfällig Medlem' });
    expect((await get('/api/v2/memberProfiles/current', headers)).statusCode).toBe(200);
    await t.database.db.delete(members).where(eq(members.id, member!.id));
    const gone = await get('/api/v2/memberProfiles/current', headers);
    expect(gone.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import path from 'node:path';
import { apiAuth } from './auth.ts';
import { profileRoutes } from '../profiles/routes.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { HttpProblem, sendProblem } from '../http/problem.ts';
import { openTestDatabase } from '../testing/database.ts';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { impersonations } from '../db/schema.ts';

const issuer = 'http://portal.test/idp';
const audience = 'http://portal.test/api';

describe('API authentication', () => {
  let database: Database;
  let app: FastifyInstance;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;

  const token = (claims: Record<string, unknown>, key = privateKey, aud = audience) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  const anna = () => token({ sub: demoIds.anna, customer_no: '100001', idp: 'eid' });

  beforeAll(async () => {
    database = await openTestDatabase();
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk: JWK = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'k1',
      alg: 'RS256',
      use: 'sig',
    };
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    app = Fastify();
    app.setErrorHandler((error, _request, reply) =>
      error instanceof HttpProblem
        ? sendProblem(reply, { type: error.type, title: error.title, status: error.status })
        : reply.send(error),
    );
    await app.register(apiAuth, {
      db: database.db,
      issuer,
      audience,
      keys: { jwks: async () => ({ keys: [publicJwk] }) },
    });
    await app.register(profileRoutes, { db: database.db, content: () => content });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers 401 problem+json without a token', async () => {
    const response = await get('/api/v2/memberProfiles/me');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ type: 'unauthorized', title: 'Du är inte inloggad.' });
  });

  it('answers 401 for a token signed by another key, or for another audience', async () => {
    for (const bad of [
      await token({ sub: demoIds.anna }, otherKey),
      await token({ sub: demoIds.anna }, privateKey, 'other'),
      'not-a-jwt',
    ]) {
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
      authorization: `Bearer ${await token({ sub: demoIds.bertil })}`,
      'x-user-id': demoIds.anna,
    });
    expect(reverse.statusCode).toBe(403);
  });

  it('answers 401 impersonatedSessionExpired once the impersonation has expired', async () => {
    const [active] = await database.db
      .insert(impersonations)
      .values({
        staffUserId: demoIds.eva,
        memberId: demoIds.anna,
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    const [expired] = await database.db
      .insert(impersonations)
      .values({
        staffUserId: demoIds.eva,
        memberId: demoIds.anna,
        expiresAt: new Date(Date.now() - 1_000),
      })
      .returning();
    const ok = await get('/api/v2/memberProfiles/me', {
      authorization: `Bearer ${await token({ sub: demoIds.anna, idp: 'staff', imp: active!.id })}`,
    });
    expect(ok.json()).toMatchObject({
      isMemberImpersonated: true,
      impersonatedMemberName: 'Anna Skog',
    });
    const gone = await get('/api/v2/memberProfiles/me', {
      authorization: `Bearer ${await token({ sub: demoIds.anna, idp: 'staff', imp: expired!.id })}`,
    });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ type: 'impersonatedSessionExpired' });
  });
});

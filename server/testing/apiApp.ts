import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { apiAuth } from '../api/auth.ts';
import { HttpProblem, sendProblem } from '../kit/problem.ts';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { openTestDatabase, secondConnection } from './database.ts';

export const testIssuer = 'http://portal.test/idp';
export const testAudience = 'http://portal.test/api';

export interface ApiTestApp {
  app: FastifyInstance;
  database: Database;
  /** A bearer token as the identity provider would issue it, for sub and extra claims. */
  tokenFor(
    sub: string,
    claims?: Record<string, unknown>,
    audience?: string,
    /** jose's setExpirationTime: '5m' by default; a past epoch second makes it expired. */
    expiresAt?: string | number,
  ): Promise<string>;
  /** Authorization headers for a demo person, optionally acting for another member. */
  as(person: keyof typeof demoIds, actingFor?: string): Promise<Record<string, string>>;
  close(): Promise<void>;
  /** The key pair its tokens are signed with (a second instance trusts the same). */
  keyPair: { privateKey: CryptoKey; publicJwk: JWK };
}

/**
 * A Fastify app with the real API authentication (jose, a real key pair), the given route
 * plugins and a real seeded database, for server tests of API routes with app.inject.
 */
export async function apiTestApp(
  register: (app: FastifyInstance, database: Database) => Promise<void>,
  options: {
    now?: () => Date;
    /**
     * A second instance of this one, as another process would be: same database (its own
     * connections and listener on PostgreSQL: secondConnection), same token keys.
     */
    instanceOf?: ApiTestApp;
  } = {},
): Promise<ApiTestApp> {
  const first = options.instanceOf;
  const database = first ? await secondConnection(first.database) : await openTestDatabase();
  const pair = first?.keyPair ?? (await newKeyPair());
  const publicJwk = pair.publicJwk;
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpProblem
      ? sendProblem(reply, {
          type: error.type,
          title: error.title,
          status: error.status,
          ...(error.errors ? { errors: error.errors } : {}),
        })
      : reply.send(error),
  );
  await app.register(apiAuth, {
    db: database.db,
    notifications: database.notifications,
    issuer: testIssuer,
    audience: testAudience,
    keys: { jwks: async () => ({ keys: [publicJwk] }) },
    ...(options.now ? { now: options.now } : {}),
  });
  await register(app, database);

  const tokenFor = (
    sub: string,
    claims: Record<string, unknown> = {},
    audience = testAudience,
    expiresAt: string | number = '5m',
  ) =>
    new SignJWT({ sub, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(testIssuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(pair.privateKey);

  return {
    app,
    database,
    tokenFor,
    as: async (person, actingFor) => ({
      authorization: `Bearer ${await tokenFor(demoIds[person])}`,
      ...(actingFor ? { 'x-user-id': actingFor } : {}),
    }),
    close: async () => {
      await app.close();
      await database.close();
    },
    keyPair: { privateKey: pair.privateKey, publicJwk },
  };
}

async function newKeyPair(): Promise<ApiTestApp['keyPair']> {
  const pair = await generateKeyPair('RS256');
  const publicJwk: JWK = {
    ...(await exportJWK(pair.publicKey)),
    kid: 'k1',
    alg: 'RS256',
    use: 'sig',
  };
  return { privateKey: pair.privateKey, publicJwk };
}

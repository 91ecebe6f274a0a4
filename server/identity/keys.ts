import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Db } from '../db/client.ts';
import { oidcKeys } from '../db/schema.ts';

/**
 * Keys of the local identity provider, kept in table oidc_keys so every server process
 * on one database signs with the same key and reads the same cookies. A process that
 * starts first inserts its freshly made keys; any later one finds the row and uses it
 * (insert ... on conflict do nothing, then read back).
 */

const signingKeyRow = 'signing';
const cookieKeyRow = 'cookies';

export interface SigningKeys {
  /** Private JWKS for oidc-provider's `jwks` configuration. */
  privateJwks: { keys: JWK[] };
  /** The same keys without private parts (what /idp/jwks publishes). */
  publicJwks: JSONWebKeySet;
}

async function storeOnce(db: Db, id: string, make: () => Promise<unknown>): Promise<unknown> {
  const [existing] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, id));
  if (existing) return existing.jwks;
  await db
    .insert(oidcKeys)
    .values({ id, jwks: await make() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, id));
  if (!stored) throw new Error(`oidc_keys row ${id} missing after insert`);
  return stored.jwks;
}

async function makeSigningJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
}

const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const member of privateMembers) delete copy[member];
  return copy;
}

export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  const stored = (await storeOnce(db, signingKeyRow, makeSigningJwks)) as { keys: JWK[] };
  if (!Array.isArray(stored?.keys) || stored.keys.length === 0) {
    throw new Error('oidc_keys row "signing" holds no keys');
  }
  return {
    privateJwks: { keys: stored.keys.map((k) => ({ ...k })) },
    publicJwks: { keys: stored.keys.map(toPublicJwk) },
  };
}

/** Secrets that sign the provider's cookies (newest first, as oidc-provider expects). */
export async function loadCookieKeys(db: Db): Promise<string[]> {
  const stored = (await storeOnce(db, cookieKeyRow, async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }))) as { keys: string[] };
  if (!Array.isArray(stored?.keys) || stored.keys.length === 0) {
    throw new Error('oidc_keys row "cookies" holds no keys');
  }
  return stored.keys;
}

/**
 * A random secret (32 bytes) kept in oidc_keys under `id`, the same for every process on the
 * database: made by the first that asks. For HMAC-signed tokens of one purpose each (the
 * notices' unsubscribe links: server/profile/unsubscribe.ts).
 */
export async function loadSharedSecret(db: Db, id: string): Promise<Uint8Array> {
  const stored = (await storeOnce(db, id, async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }))) as { keys: string[] };
  const key = stored?.keys?.[0];
  if (!key) throw new Error(`oidc_keys row "${id}" holds no secret`);
  return new Uint8Array(Buffer.from(key, 'base64url'));
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsSettings } from './config.ts';

const cmsRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * The content system's settings from the environment. Without CMS_SECRET a random one is made
 * once and kept in the data folder, so a demo start needs no secret and none is in the code.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): CmsSettings {
  const dataDir = path.resolve(env.CMS_DATA_DIR ?? path.join(cmsRoot, '.data'));
  mkdirSync(dataDir, { recursive: true });
  return {
    databaseFile: path.join(dataDir, 'cms.db'),
    databaseUrl: env.CMS_DATABASE_URL || undefined,
    mediaDir: path.join(dataDir, 'media'),
    secret: env.CMS_SECRET ?? keptSecret(path.join(dataDir, 'secret')),
    productSlug: env.PRODUCT_SLUG ?? 'granskog',
    portalKey: env.CMS_PORTAL_KEY,
    portalUrl: env.PORTAL_URL,
    signIn: signInFromEnv(env),
  };
}

/**
 * Staff sign-in: the content system's own address (CMS_URL), the client secret it shares
 * with the portal (CMS_OIDC_CLIENT_SECRET) and the portal's identity provider
 * (CMS_OIDC_ISSUER, default `$PORTAL_URL/idp`). Without them nobody signs in.
 */
function signInFromEnv(env: NodeJS.ProcessEnv): CmsSettings['signIn'] {
  const issuer =
    env.CMS_OIDC_ISSUER ??
    (env.PORTAL_URL ? `${env.PORTAL_URL.replace(/\/$/, '')}/idp` : undefined);
  if (!env.CMS_URL || !env.CMS_OIDC_CLIENT_SECRET || !issuer) return undefined;
  return { issuer, clientSecret: env.CMS_OIDC_CLIENT_SECRET, publicUrl: env.CMS_URL };
}

function keptSecret(file: string): string {
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The demo content the CMS starts with (the repository's content-fixtures/). */
export const fixturesDir = path.resolve(cmsRoot, '..', 'content-fixtures');

import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import {
  contentSystemCallbackPath,
  contentSystemClaims,
  contentSystemClientId,
  isContentRole,
  staffAccountPrefix,
  type ContentRole,
} from '../../../shared/contracts/contentSystemSignIn.ts';

/**
 * The content system as a relying party of the portal's identity provider: authorization
 * code with PKCE (S256), state and nonce; a confidential client (client_secret_basic); the
 * ID token checked with jose against the provider's JWKS. See cms/README.md.
 */

export interface SignInSettings {
  /** The portal's identity provider, e.g. `http://localhost:3000/idp` (CMS_OIDC_ISSUER). */
  issuer: string;
  /** CMS_OIDC_CLIENT_SECRET, the same value the portal has. */
  clientSecret: string;
  /** Where editors reach the content system (CMS_URL); the redirect URI derives from it. */
  publicUrl: string;
}

export const redirectUriOf = (settings: SignInSettings) =>
  `${settings.publicUrl.replace(/\/$/, '')}${contentSystemCallbackPath}`;

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const discoveries = new Map<string, { at: number; discovery: Discovery; keys: JWTVerifyGetKey }>();
const discoverySeconds = 10 * 60;

/** The provider's discovery document (kept 10 minutes) and its keys. */
async function provider(issuer: string) {
  const kept = discoveries.get(issuer);
  if (kept && Date.now() - kept.at < discoverySeconds * 1000) return kept;
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const discovery = (await response.json()) as Discovery;
  // OpenID Connect Discovery §4.3: the document must name the issuer it was asked for.
  if (discovery.issuer !== issuer) throw new Error('discovery names another issuer');
  const entry = {
    at: Date.now(),
    discovery,
    keys: createRemoteJWKSet(new URL(discovery.jwks_uri)),
  };
  discoveries.set(issuer, entry);
  return entry;
}

const random = () => randomBytes(32).toString('base64url');

export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

/** Where to send the browser to sign in, and what the callback must find again. */
export async function authorizationUrl(
  settings: SignInSettings,
): Promise<{ url: string; pending: PendingSignIn }> {
  const { discovery } = await provider(settings.issuer);
  const pending = { state: random(), nonce: random(), verifier: random() };
  const url = new URL(discovery.authorization_endpoint);
  const claims = Object.fromEntries(contentSystemClaims.map((claim) => [claim, null]));
  url.search = new URLSearchParams({
    client_id: contentSystemClientId,
    response_type: 'code',
    redirect_uri: redirectUriOf(settings),
    scope: 'openid',
    claims: JSON.stringify({ id_token: claims }),
    code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
    acr_values: 'staff',
    ui_locales: 'sv',
  }).toString();
  return { url: url.href, pending };
}

export interface StaffSignIn {
  /** `staff:<id>` at the portal. */
  sub: string;
  name: string;
  email: string;
  roles: ContentRole[];
}

export class SignInRefused extends Error {
  constructor(
    readonly reason: 'noRole' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** Exchanges the code and checks the ID token; answers who signed in, with which roles. */
export async function completeSignIn(
  settings: SignInSettings,
  code: string,
  pending: PendingSignIn,
): Promise<StaffSignIn> {
  const { discovery, keys } = await provider(settings.issuer);
  // RFC 6749 §2.3.1: id and secret form-encoded, then Basic.
  const basic = Buffer.from(
    `${encodeURIComponent(contentSystemClientId)}:${encodeURIComponent(settings.clientSecret)}`,
  ).toString('base64');
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${basic}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUriOf(settings),
      code_verifier: pending.verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const tokens = (await response.json().catch(() => ({}))) as { id_token?: unknown };
  if (!response.ok || typeof tokens.id_token !== 'string')
    throw new SignInRefused('failed', `token endpoint answered ${response.status}`);
  const { payload } = await jwtVerify(tokens.id_token, keys, {
    issuer: settings.issuer,
    audience: contentSystemClientId,
    algorithms: ['RS256'],
    requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
  }).catch((error: Error) => {
    throw new SignInRefused('failed', `ID token refused: ${error.message}`);
  });
  if (payload.nonce !== pending.nonce) throw new SignInRefused('failed', 'nonce differs');
  const { sub, name, email, content_roles: roles } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !sub.startsWith(staffAccountPrefix))
    throw new SignInRefused('failed', 'not a staff account');
  const contentRoles = Array.isArray(roles) ? roles.filter(isContentRole) : [];
  if (contentRoles.length === 0) throw new SignInRefused('noRole', 'no content role');
  return {
    sub,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
    roles: [...new Set(contentRoles)],
  };
}

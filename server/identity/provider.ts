import Provider, {
  errors,
  interactionPolicy,
  type KoaContext,
  type TokenLike,
} from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accountFunctions } from './account.ts';
import { DrizzleAdapter } from './adapter.ts';
import {
  accessTokenTtlSeconds,
  authorizationCodeTtlSeconds,
  identityMethods,
  idTokenTtlSeconds,
  interactionTtlSeconds,
  sessionTtlSeconds,
} from './constants.ts';
import type { SigningKeys } from './keys.ts';
import { identityPageCsp } from './security.ts';
import { contentSystemClientId } from '../../shared/contracts/contentSystemSignIn.ts';
import { errorPage, loggedOutPage, logoutPage, signingOutPage } from './views.ts';

/** One oidc-provider instance (the sign-in authority or the password-change authority). */
export interface ProviderOptions {
  issuer: string;
  db: Db;
  config: ServerConfig;
  keys: SigningKeys;
  cookieKeys: string[];
  /** Where our own interaction pages live, e.g. '/idp-interaction'. */
  interactionPath: string;
  /** Cookie name prefix; differs per authority so the two never read each other's. */
  cookiePrefix: string;
  /** Prefix of this authority's rows in oidc_models ('' for the sign-in authority). */
  modelNamespace: string;
}

function sendHtml(ctx: KoaContext, config: ServerConfig, html: string): void {
  ctx.type = 'html';
  ctx.set(
    'Content-Security-Policy',
    identityPageCsp(config.publicUrl, config.identity.contentSystem?.redirectUri),
  );
  ctx.set('Cache-Control', 'no-store');
  ctx.body = html;
}

/**
 * The provider's interaction policy plus one rule: a sign-in where the member chose a
 * method (`acr_values`: e-ID, password, staff) always asks who is signing, even when a
 * provider session exists. At a shared computer the next person who chooses e-ID is never
 * signed in as the last member. Silent renewal (prompt=none, no acr_values) is unchanged.
 */
export function signInPolicy() {
  const { base, Check } = interactionPolicy;
  const policy = base();
  policy.get('login')?.checks.push(
    new Check(
      'method_chosen',
      'a chosen sign-in method always asks who is signing',
      'login_required',
      (ctx) =>
        typeof ctx.oidc.params.acr_values === 'string' &&
        ctx.oidc.params.acr_values !== '' &&
        !ctx.oidc.result?.login
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
    ),
    // A session whose account findAccount no longer answers for (an impersonation that
    // ended, a staff account where the client is the portal's) signs in again: without
    // this the consent check found no grant and the provider answered 500.
    new Check(
      'account_gone',
      'the session has no usable account for this client',
      'login_required',
      (ctx) =>
        ctx.oidc.session?.accountId && !ctx.oidc.account && !ctx.oidc.result?.login
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
    ),
    // The content system's every sign-in asks for the staff person's password: a
    // provider session (a member's, or staff impersonating one) never carries over.
    new Check(
      'content_system',
      'the content system always asks the staff person who is signing',
      'login_required',
      (ctx) =>
        ctx.oidc.client?.clientId === contentSystemClientId && !ctx.oidc.result?.login
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
    ),
  );
  return policy;
}

export function createProvider(o: ProviderOptions): Provider {
  const { config } = o;
  const { publicUrl } = config;
  const productName = config.product.name;
  const { findAccount, extraTokenClaims } = accountFunctions(o.db);
  const apiAudience = config.identity.apiAudience;
  const publicOrigin = new URL(publicUrl).origin;
  const contentSystem = config.identity.contentSystem;

  const provider = new Provider(o.issuer, {
    adapter: DrizzleAdapter.factory(o.db, o.modelNamespace),
    clients: [
      {
        client_id: config.identity.clientId,
        client_name: `${productName} Mina sidor`,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The password-change page completes its own flow (host/pages/PasswordChangePage).
        redirect_uris: [
          `${publicUrl}/authentication/login-callback`,
          `${publicUrl}/password-change`,
        ],
        post_logout_redirect_uris: [`${publicUrl}/authentication/logout-callback`],
        require_auth_time: true,
      },
      // The editors' content system (cms/), when configured: a confidential client whose
      // sign-in offers only staff and ends with the account `staff:<id>` (login-routes.ts).
      ...(contentSystem
        ? [
            {
              client_id: contentSystemClientId,
              client_secret: contentSystem.clientSecret,
              client_name: `${productName} innehållssystem`,
              application_type: 'web',
              token_endpoint_auth_method: 'client_secret_basic',
              grant_types: ['authorization_code'],
              response_types: ['code'],
              redirect_uris: [contentSystem.redirectUri],
              require_auth_time: true,
            },
          ]
        : []),
    ],
    jwks: o.keys.privateJwks,
    pkce: { required: () => true },
    cookies: {
      keys: o.cookieKeys,
      names: {
        session: `${o.cookiePrefix}_session`,
        interaction: `${o.cookiePrefix}_interaction`,
        resume: `${o.cookiePrefix}_resume`,
      },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile', 'offline_access'],
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub', 'customer_no', 'idp', 'imp', 'imp_by'],
      profile: ['name'],
      // The content system asks for these in its ID token (the claims parameter); only
      // its staff accounts have them (account.ts).
      email: ['email'],
      content_roles: null,
    },
    acrValues: [...identityMethods],
    // portal=true and idps=web travel with the portal's sign-in (ui_locales is standard).
    extraParams: ['portal', 'idps'],
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === publicOrigin,
    findAccount,
    // The portal asks for offline_access without prompt=consent, which OIDC drops; issue
    // session-bound refresh tokens anyway (they die with the 8 h session or a logout).
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: (ctx: KoaContext, token: TokenLike) => extraTokenClaims(ctx, token),
    interactions: {
      policy: signInPolicy(),
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${o.interactionPath}/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // The content system names the claims it wants in its ID token (name, email,
      // content_roles); nothing else asks for claims this way.
      claimsParameter: { enabled: true },
      // Not used by the portal, so not offered (every advertised endpoint is tested).
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The portal's "Logga ut" sends its ID token: the member has chosen already, so the
        // page ends the session at once (logout.js; a button without script). Without a
        // hint (a link from elsewhere) the member is asked.
        logoutSource: (
          ctx: KoaContext & { oidc: { params?: Record<string, unknown> } },
          form: string,
        ) =>
          sendHtml(
            ctx,
            config,
            ctx.oidc.params?.id_token_hint
              ? signingOutPage(productName, form)
              : logoutPage(productName, form),
          ),
        postLogoutSuccessSource: (ctx: KoaContext) =>
          sendHtml(ctx, config, loggedOutPage(productName, `${publicUrl}/`)),
      },
      // A relying party that names no resource gets an opaque access token for userinfo,
      // as OIDC Core expects (userinfo refuses a token for a resource server). The portal
      // names the API (`resource`, in its runtime settings) and gets a JWT for it; refresh
      // keeps the granted resource. Issue 28.
      resourceIndicators: {
        enabled: true,
        useGrantedResource: () => true,
        getResourceServerInfo: (
          _ctx: unknown,
          resourceIndicator: string,
          client: { clientId: string },
        ) => {
          // Staff signed in to the content system get no token for the member API.
          if (resourceIndicator !== apiAudience || client.clientId === contentSystemClientId) {
            throw new errors.InvalidTarget();
          }
          return {
            scope: 'openid profile offline_access',
            audience: apiAudience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: idTokenTtlSeconds,
      AuthorizationCode: authorizationCodeTtlSeconds,
      Interaction: interactionTtlSeconds,
      Session: sessionTtlSeconds,
      Grant: sessionTtlSeconds,
      RefreshToken: (
        ctx:
          { oidc?: { entities?: { RotatedRefreshToken?: { remainingTTL: number } } } } | undefined,
      ) => ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? sessionTtlSeconds,
    },
    renderError: (ctx: KoaContext, out: { error?: string; error_description?: string }) => {
      const detail = out.error_description ?? out.error ?? '';
      sendHtml(
        ctx,
        config,
        errorPage(productName, `Inloggningen kunde inte slutföras. (${detail})`, `${publicUrl}/`),
      );
    },
  });
  // Behind a TLS-terminating proxy the issuer is https while requests arrive as http:
  // X-Forwarded-Proto/Host are believed only when TRUSTED_PROXIES names the proxies (and
  // mount.ts drops them from every other peer), so cookies and URLs match the public origin.
  provider.proxy = config.trustedProxies.length > 0;
  return provider;
}

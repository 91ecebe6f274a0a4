import { readFile } from 'node:fs/promises';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { trustedProxies } from '../http/trustedProxies.ts';
import { purgeExpiredModels } from './adapter.ts';
import type { BankIdClient } from '../signing/bankid/client.ts';
import { registerBankIdSignIn } from './bankid-routes.ts';
import {
  bankIdScriptPath,
  loginInteractionPath,
  loginMountPath,
  logoutScriptPath,
  passwordChangeInteractionPath,
  passwordChangeMountPath,
  stylesheetPath,
} from './constants.ts';
import { Credentials } from './credentials.ts';
import { loadCookieKeys, loadSigningKeys } from './keys.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { mountProvider } from './mount.ts';
import { registerPasswordChangeRoutes } from './password-change-routes.ts';
import { createProvider } from './provider.ts';

/**
 * The local identity provider (local and test use; production points OIDC_AUTHORITY at
 * a real authority). See README.md for the flows, paths and claims.
 */

export interface IdentityHandle {
  /** `${publicUrl}/idp` */
  issuer: string;
  /** `${publicUrl}/idp-password-change` */
  passwordChangeIssuer: string;
  /** The public signing keys (the same as GET /idp/jwks). */
  jwks(): Promise<JSONWebKeySet>;
}

export async function registerLocalIdentity(
  app: FastifyInstance,
  deps: { db: Db; config: ServerConfig; bankId?: BankIdClient | null },
): Promise<IdentityHandle> {
  const { db, config } = deps;
  const [keys, cookieKeys] = [await loadSigningKeys(db), await loadCookieKeys(db)];
  await purgeExpiredModels(db);

  const issuer = `${config.publicUrl}${loginMountPath}`;
  const passwordChangeIssuer = `${config.publicUrl}${passwordChangeMountPath}`;
  const shared = { db, config, keys, cookieKeys };
  const loginProvider = createProvider({
    ...shared,
    issuer,
    interactionPath: loginInteractionPath,
    cookiePrefix: '_idp',
    modelNamespace: '',
  });
  const passwordChangeProvider = createProvider({
    ...shared,
    issuer: passwordChangeIssuer,
    interactionPath: passwordChangeInteractionPath,
    cookiePrefix: '_idp_pwc',
    modelNamespace: 'pwc:',
  });
  for (const provider of [loginProvider, passwordChangeProvider]) {
    provider.on('server_error', (_ctx, error) =>
      app.log.error({ err: error }, 'identity provider error'),
    );
  }

  const proxies = trustedProxies(config.trustedProxies);
  const mount = { proxies, https: config.https };
  await mountProvider(app, loginMountPath, loginProvider, mount);
  await mountProvider(app, passwordChangeMountPath, passwordChangeProvider, mount);

  const stylesheet = await readFile(new URL('./identity.css', import.meta.url), 'utf8');
  const logoutScript = await readFile(new URL('./logout.js', import.meta.url), 'utf8');
  const bankIdScript = await readFile(new URL('./bankid.js', import.meta.url), 'utf8');
  const credentials = new Credentials(db, config.fastDemoHashes);

  // Our interaction pages: form bodies are parsed only inside this encapsulated scope.
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.get(stylesheetPath, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/css; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stylesheet),
    );
    scope.get(logoutScriptPath, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(logoutScript),
    );
    scope.get(bankIdScriptPath, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bankIdScript),
    );
    const bankId = deps.bankId ?? null;
    registerLoginRoutes(scope, { provider: loginProvider, db, config, credentials, bankId });
    // e-ID sign-in through BankID (SIGNING_PROVIDER=bankid): bankid-routes.ts.
    if (bankId)
      registerBankIdSignIn(scope, { provider: loginProvider, db, config, credentials, bankId });
    registerPasswordChangeRoutes(scope, {
      provider: passwordChangeProvider,
      db,
      config,
      credentials,
    });
  });

  return {
    issuer,
    passwordChangeIssuer,
    jwks: async () => structuredClone(keys.publicJwks),
  };
}

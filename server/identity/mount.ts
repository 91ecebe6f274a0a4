import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import { hstsValue } from '../http/answers.ts';
import { forwardedHeaders, type TrustedProxies } from '../http/trustedProxies.ts';

/**
 * Hands every request under a mount path (e.g. /idp/...) to an oidc-provider instance
 * through @fastify/middie, before Fastify parses any body (oidc-provider reads its own).
 * Middie matches whole path segments, so /idp does not catch /idp-password-change or
 * /idp-interaction. Everything else goes on to Fastify's routes untouched.
 *
 * The provider believes X-Forwarded-* only when TRUSTED_PROXIES names proxies (Koa's
 * `proxy`), and then only from them: a request from any other peer loses those headers.
 *
 * The provider writes to the raw response, past Fastify's onSend hooks, so the headers every
 * answer of the portal carries (server/http/answers.ts) are set here before it runs.
 */
export async function mountProvider(
  app: FastifyInstance,
  mountPath: string,
  provider: Provider,
  { proxies, https }: { proxies: TrustedProxies; https: boolean },
) {
  if (!app.hasDecorator('use')) {
    await app.register(middie);
  }
  const handle = provider.callback();
  app.use(mountPath, (req: IncomingMessage, res: ServerResponse) => {
    if (!proxies.trusts(req.socket.remoteAddress)) {
      for (const name of forwardedHeaders) delete req.headers[name];
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (https) res.setHeader('Strict-Transport-Security', hstsValue);
    return handle(req, res);
  });
}

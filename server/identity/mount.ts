import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import { forwardedHeaders, type TrustedProxies } from '../http/trustedProxies.ts';

/**
 * Hands every request under a mount path (e.g. /idp/...) to an oidc-provider instance
 * through @fastify/middie, before Fastify parses any body (oidc-provider reads its own).
 * Middie matches whole path segments, so /idp does not catch /idp-password-change or
 * /idp-interaction. Everything else goes on to Fastify's routes untouched.
 *
 * The provider believes X-Forwarded-* only when TRUSTED_PROXIES names proxies (Koa's
 * `proxy`), and then only from them: a request from any other peer loses those headers.
 */
export async function mountProvider(
  app: FastifyInstance,
  mountPath: string,
  provider: Provider,
  proxies: TrustedProxies,
) {
  if (!app.hasDecorator('use')) {
    await app.register(middie);
  }
  const handle = provider.callback();
  app.use(mountPath, (req: IncomingMessage, res: ServerResponse) => {
    if (!proxies.trusts(req.socket.remoteAddress)) {
      for (const name of forwardedHeaders) delete req.headers[name];
    }
    return handle(req, res);
  });
}

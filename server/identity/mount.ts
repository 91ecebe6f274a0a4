import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';

/**
 * Hands every request under a mount path (e.g. /idp/...) to an oidc-provider instance
 * through @fastify/middie, before Fastify parses any body (oidc-provider reads its own).
 * Middie matches whole path segments, so /idp does not catch /idp-password-change or
 * /idp-interaction. Everything else goes on to Fastify's routes untouched.
 */
export async function mountProvider(app: FastifyInstance, mountPath: string, provider: Provider) {
  if (!app.hasDecorator('use')) {
    await app.register(middie);
  }
  app.use(mountPath, provider.callback());
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { readHostAssets } from './assets.ts';
import { elementPageFor, readElementPages } from './elementPreloads.ts';
import { renderHostPage, type HostPage } from './render.ts';
import { runtimeSettingsFor } from './settings.ts';

/** Paths the single-page host never answers: their own handlers own them. */
const notHostPage =
  /^\/(api|idp|idp-password-change|idp-interaction|components|assets|content-images|map|healthz)(\/|$)/;

/**
 * The host page for every page route of the portal: one per element page (with that
 * element's files preloaded) and one for every other path. Built once per process from the
 * build manifests; in development they are rebuilt per request so a new build shows at once.
 */
export async function hostPageRoutes(app: FastifyInstance, opts: { config: ServerConfig }) {
  const { distDir, product } = opts.config;
  const settings = runtimeSettingsFor(opts.config);
  const read = async () => ({
    assets: await readHostAssets(distDir),
    elements: await readElementPages(distDir),
  });
  let built: Awaited<ReturnType<typeof read>> | null = null;
  let pages = new Map<string, HostPage>();
  const current = async (path: string) => {
    if (opts.config.env === 'development' || !built) {
      built = await read();
      pages = new Map();
    }
    const element = elementPageFor(built.elements, path, product.slug);
    const key = element?.area ?? '';
    let page = pages.get(key);
    if (!page) {
      page = renderHostPage(built.assets, settings, element);
      pages.set(key, page);
    }
    return page;
  };

  const send = async (reply: FastifyReply, path: string) => {
    const { html, csp } = await current(path);
    return reply
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !notHostPage.test(path))
      return send(reply, path);
    return reply
      .code(404)
      .type('application/problem+json')
      .send({ type: 'notFound', title: 'Det du söker finns inte.', status: 404 });
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import { encodeOnce, preferredEncoding, type EncodedText } from '../http/encoding.ts';
import { readHostAssets } from './assets.ts';
import { elementPageFor, readElementPages } from './elementPreloads.ts';
import { hasSignedInHint, renderFirstPaint } from './firstPaint.ts';
import { pageHintFor } from './pageHint.ts';
import { areaManifests } from '../../shared/contracts/elements.ts';
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
export async function hostPageRoutes(
  app: FastifyInstance,
  opts: { config: ServerConfig; content: () => ContentFixtures },
) {
  const { distDir, product } = opts.config;
  // The not-found handler is no route, so @fastify/compress does not see it; each page is
  // the same for every request, so it is compressed once, at the highest levels.
  type EncodedPage = HostPage & { encoded: EncodedText };
  const read = async () => ({
    assets: await readHostAssets(distDir),
    elements: await readElementPages(distDir),
    // The contact details are the content's (contact.json), read with the rest.
    settings: runtimeSettingsFor(opts.config, opts.content().contact),
  });
  let built: Awaited<ReturnType<typeof read>> | null = null;
  let pages = new Map<string, EncodedPage>();
  // The start page with its static first paint, made again when the content changes.
  let firstPaintPage: { of: unknown; page: EncodedPage } | null = null;
  const current = async (path: string, signedOutStart: boolean) => {
    if (opts.config.env === 'development' || !built) {
      built = await read();
      pages = new Map();
      firstPaintPage = null;
    }
    if (signedOutStart) {
      const startPage = opts.content().pages.publicstartpage;
      if (firstPaintPage?.of !== startPage) {
        const rendered = renderHostPage(
          built.assets,
          built.settings,
          undefined,
          renderFirstPaint(built.settings, startPage),
        );
        firstPaintPage = {
          of: startPage,
          page: { ...rendered, encoded: encodeOnce(rendered.html) },
        };
      }
      return firstPaintPage.page;
    }
    const element = elementPageFor(built.elements, path, product.slug);
    const hint = pageHintFor(opts.content().routes, areaManifests, path, product.slug);
    // One page per element and route-tree page: a bounded set, made once each.
    const key = `${element?.area ?? ''}|${hint ? `${hint.id}:${hint.group}` : ''}`;
    let page = pages.get(key);
    if (!page) {
      const rendered = renderHostPage(built.assets, built.settings, element, undefined, hint);
      page = { ...rendered, encoded: encodeOnce(rendered.html) };
      pages.set(key, page);
    }
    return page;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    // '/' is painted before the scripts run unless this browser holds a session (firstPaint.ts).
    const start = path === '/';
    const { encoded, csp } = await current(path, start && !hasSignedInHint(request.headers.cookie));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Vary', start ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8')
      .send(encoding ? encoded[encoding] : encoded.identity);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !notHostPage.test(path))
      return send(request, reply, path);
    return reply
      .code(404)
      .type('application/problem+json')
      .send({ type: 'notFound', title: 'Det du söker finns inte.', status: 404 });
  });
}

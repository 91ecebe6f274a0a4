import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Hashed file names (name-AbC123xy.js) never change, so browsers may keep them forever. */
const hashedFile = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader(
    'Cache-Control',
    hashedFile.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Build output: /assets/runtime, /assets/host and /components/<name>/ (element scripts). */
export async function staticFiles(app: FastifyInstance, opts: { distDir: string }) {
  const mounts = [
    { root: path.join(opts.distDir, 'runtime'), prefix: '/assets/runtime/' },
    { root: path.join(opts.distDir, 'host'), prefix: '/assets/host/' },
    { root: path.join(opts.distDir, 'components'), prefix: '/components/' },
  ];
  for (const [index, mount] of mounts.entries()) {
    await app.register(fastifyStatic, {
      ...mount,
      decorateReply: index === 0,
      wildcard: true,
      index: false,
      // Manifests are build metadata, not for browsers.
      allowedPath: (pathName) => !pathName.endsWith('.json') && !pathName.includes('/.vite/'),
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
}

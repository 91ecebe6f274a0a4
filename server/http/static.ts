import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { precompressible } from '../../scripts/precompress.ts';

/** Hashed file names (name-AbC123xy.js) never change, so browsers may keep them forever. */
const hashedFile = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;
/** The build's brotli and gzip copies (scripts/precompress.ts) are sent for the file itself. */
const encodedCopy = /\.(br|gz)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, sentPath: string) {
  const filePath = sentPath.replace(encodedCopy, '');
  res.setHeader(
    'Cache-Control',
    hashedFile.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  // The same URL answers brotli, gzip or identity by Accept-Encoding: caches must key on it.
  if (precompressible.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * Build output: /assets/runtime, /assets/host and /components/<name>/ (element scripts).
 * Text files are sent as the build's .br or .gz copy when the browser accepts it; register
 * this before @fastify/compress so the copies are not compressed again per request.
 */
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
      preCompressed: true,
      // Manifests are build metadata, not for browsers (nor their compressed copies).
      allowedPath: (pathName) => {
        const file = pathName.replace(encodedCopy, '');
        return !file.endsWith('.json') && !file.includes('/.vite/');
      },
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
}

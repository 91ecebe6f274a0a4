import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { serverAreas } from '../areas.ts';
import { buildApp, type App } from '../app.ts';
import { buildOpenApi } from './openapi.ts';
import { fastifyPath } from './registerRoutes.ts';
import { openTestDatabase } from '../testing/database.ts';

/**
 * Every route the real app registers, seen by an onRoute hook that Fastify's own
 * diagnostics channel lets the test add to each instance as it is made (no module mock, so
 * the file can share its worker's modules).
 */
const registered: { method: string; url: string }[] = [];
const addRouteHook = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
};

describe('docs/openapi.json covers the real app', () => {
  let built: App;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-coverage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      SEED_DEMO_DATA: '0',
      JOBS_WORKER: '0',
      LOG_LEVEL: 'none',
      DIST_DIR: dir,
    });
    subscribe('fastify.initialization', addRouteHook);
    try {
      built = await buildApp(config, await openTestDatabase());
      await built.app.ready();
    } finally {
      unsubscribe('fastify.initialization', addRouteHook);
    }
  });
  afterAll(async () => {
    await built?.app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('describes every /api route the server registers', () => {
    const documented = new Set<string>();
    for (const [apiPath, operations] of Object.entries(buildOpenApi(serverAreas).paths)) {
      for (const method of Object.keys(operations)) {
        documented.add(`${method.toUpperCase()} ${fastifyPath(apiPath)}`);
      }
    }
    const api = registered.filter(
      ({ method, url }) => url.startsWith('/api/') && method !== 'HEAD' && method !== 'OPTIONS',
    );
    expect(api.length).toBeGreaterThan(20);
    const missing = api
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('registers every documented operation (the document names no route the app lacks)', () => {
    const routes = new Set(registered.map(({ method, url }) => `${method} ${url}`));
    for (const [apiPath, operations] of Object.entries(buildOpenApi(serverAreas).paths)) {
      for (const method of Object.keys(operations)) {
        expect(routes.has(`${method.toUpperCase()} ${fastifyPath(apiPath)}`), apiPath).toBe(true);
      }
    }
  });
});

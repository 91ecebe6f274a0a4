import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { componentHostRoutes } from './routes.ts';
import { staticFiles } from '../http/static.ts';

async function appWithElement() {
  const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  const dir = path.join(dist, 'components/test-element');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'test-element-AbCd1234.js'), 'export const x = 1;');
  await writeFile(
    path.join(dir, 'app.json'),
    JSON.stringify({ fileName: 'test-element-AbCd1234.js', integrity: 'sha384-abc' }),
  );
  const app = Fastify();
  await app.register(componentHostRoutes, { distDir: dist });
  await app.register(staticFiles, { distDir: dist });
  return app;
}

describe('component host', () => {
  it('names the element script and its integrity, never cached', async () => {
    const app = await appWithElement();
    const response = await app.inject('/components/test-element/api/v1/app');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fileName: 'test-element-AbCd1234.js',
      integrity: 'sha384-abc',
    });
    expect(response.headers['cache-control']).toContain('no-cache');
  });

  it('serves the hashed script as immutable', async () => {
    const app = await appWithElement();
    const response = await app.inject('/components/test-element/test-element-AbCd1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('answers 404 for an unknown element and never serves the manifest', async () => {
    const app = await appWithElement();
    expect((await app.inject('/components/nothing/api/v1/app')).statusCode).toBe(404);
    expect((await app.inject('/components/Bad..Name/api/v1/app')).statusCode).toBe(404);
    expect((await app.inject('/components/test-element/app.json')).statusCode).toBe(404);
  });
});

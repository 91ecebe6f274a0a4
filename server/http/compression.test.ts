import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import type { App } from '../app.ts';
import { platformProblem } from '../kit/problem.ts';
import { portalTestApp } from '../testing/portal.ts';

/**
 * Compression of the whole portal server (buildApp, a real database of its own): built assets
 * as the build's brotli/gzip copies, JSON and HTML answers compressed from 1 KiB on. The
 * dist folder is a small made-up build, precompressed by the build's own step.
 */

let portal: App;
let distDir: string;
// Script text that compresses well and is far above the 1 KiB floor.
const runtimeJs = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;\n`).join(''),
);
const tinyJs = Buffer.from('export const tiny = 1;\n');

async function write(file: string, content: string | Buffer) {
  await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
  await writeFile(path.join(distDir, file), content);
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await write('runtime/manifest.json', JSON.stringify({ react: 'react-AbCdEf12.js' }));
  await write('runtime/react-AbCdEf12.js', runtimeJs);
  await write('runtime/tiny-AbCdEf12.js', tinyJs);
  await write(
    'host/.vite/manifest.json',
    JSON.stringify({ 'host/main.tsx': { file: 'host-AbCdEf12.js', isEntry: true } }),
  );
  await write('host/host-AbCdEf12.js', runtimeJs);
  await precompressDir(distDir);

  portal = await portalTestApp({ DIST_DIR: distDir });
  // Stand-ins reached through the portal's own hooks and error handler.
  const anonymous = { config: { anonymous: true } };
  app().get('/api/test/tiny', anonymous, async () => ({ ok: true }));
  app().get('/api/test/large', anonymous, async () =>
    Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Skifte ${i}`, areaHa: i * 1.5 })),
  );
  app().get('/api/test/large-problem', anonymous, async () => {
    throw platformProblem(
      'validation',
      Object.fromEntries(
        Array.from({ length: 60 }, (_, i) => [`field${i}`, 'Fältet måste fyllas i.']),
      ),
    );
  });
}, 240_000);

afterAll(async () => {
  await portal?.app.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const app = () => portal.app;
const get = (url: string, acceptEncoding?: string) =>
  app().inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built assets', () => {
  const url = '/assets/runtime/react-AbCdEf12.js';

  it('sends the brotli copy when br is accepted, with Vary, decoding to the same bytes', async () => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(runtimeJs.length / 4);
    expect(brotliDecompressSync(response.rawPayload).equals(runtimeJs)).toBe(true);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await get(url, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).equals(runtimeJs)).toBe(true);
  });

  it('sends the file itself when no compression is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(url, acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(runtimeJs)).toBe(true);
    }
  });

  it('sends a file too small for copies as it is, not compressed per request', async () => {
    const response = await get('/assets/runtime/tiny-AbCdEf12.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(tinyJs)).toBe(true);
  });

  it('keeps the manifests and their copies private', async () => {
    for (const file of ['manifest.json', 'manifest.json.br', 'manifest.json.gz']) {
      expect((await get(`/assets/runtime/${file}`, 'br')).statusCode, file).toBe(404);
    }
  });
});

describe('dynamic answers', () => {
  it('compresses the host page', async () => {
    const identity = await get('/');
    expect(identity.headers['content-type']).toMatch(/text\/html/);
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const response = await get('/', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(identity.body);
    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    const refused = await get('/', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large JSON answer with gzip or br, with Vary', async () => {
    const identity = await get('/api/test/large');
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await get('/api/test/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    const br = await get('/api/test/large', 'br;q=1, gzip;q=0.5');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
  });

  it('compresses a large problem+json answer', async () => {
    const response = await get('/api/test/large-problem', 'gzip');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toMatchObject({
      type: 'validation',
      status: 400,
    });
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const response = await get('/api/test/tiny', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });
});

import { cp, mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { elementPageFor, readElementPages } from './elementPreloads.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { hostPageRoutes } from './routes.ts';

/** The host and runtime of a build, plus the proxies element as scripts/build.ts writes it. */
async function fakeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'runtime'), { recursive: true });
  await mkdir(path.join(dist, 'host/.vite'), { recursive: true });
  await mkdir(path.join(dist, 'components/proxies'), { recursive: true });
  await writeFile(path.join(dist, 'runtime/manifest.json'), JSON.stringify({ react: 'r-1.js' }));
  await writeFile(path.join(dist, 'runtime/r-1.js'), '');
  await writeFile(path.join(dist, 'host/host-2.js'), '');
  await writeFile(
    path.join(dist, 'host/.vite/manifest.json'),
    JSON.stringify({ 'host/main.tsx': { file: 'host-2.js', isEntry: true } }),
  );
  await writeFile(
    path.join(dist, 'components/proxies/app.json'),
    JSON.stringify({
      fileName: 'proxies-3.js',
      integrity: 'sha384-abc',
      bridgeVersion: 1,
      imports: ['forms-4.js'],
    }),
  );
  return dist;
}

async function hostPageOf(dist: string, url: string): Promise<string> {
  const app = Fastify();
  const content = await loadContentFixtures(path.resolve('content-fixtures'));
  await app.register(hostPageRoutes, {
    config: loadConfig({ PORT: '8080', DIST_DIR: dist }),
    content: () => content,
  });
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  expect(response.statusCode).toBe(200);
  return response.body;
}

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"(?: integrity="([^"]+)")?>/g)].map(
    ([, href, integrity]) => (integrity ? `${href} ${integrity}` : href),
  );

// The real build's page (hashed file names, integrity) is checked end to end:
// tests/e2e/page-prefetch.spec.ts.
describe('the element page preloads its element with the host', () => {
  it('preloads the proxies element and its imports on every proxies route, with integrity', async () => {
    const dist = await fakeDist();
    for (const url of [
      '/medlem-i-granskog/fullmakter/',
      '/medlem-i-granskog/fullmakter',
      '/medlem-i-granskog/fullmakter/ny',
      '/medlem-i-granskog/fullmakter/7f3c/redigera?x=1',
    ]) {
      expect(preloadsOf(await hostPageOf(dist, url))).toEqual([
        '/assets/runtime/r-1.js',
        '/components/proxies/proxies-3.js sha384-abc',
        '/components/proxies/forms-4.js',
      ]);
    }
  });

  it("carries the element's api/v1/app answer, keyed by its component host", async () => {
    const html = await hostPageOf(await fakeDist(), '/medlem-i-granskog/fullmakter/');
    const json = /<script type="application\/json" id="component-apps">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      '/components/proxies/': {
        fileName: 'proxies-3.js',
        integrity: 'sha384-abc',
        bridgeVersion: 1,
        imports: ['forms-4.js'],
      },
    });
  });

  it('preloads no element on other pages, nor for an area that was not built', async () => {
    const dist = await fakeDist();
    for (const url of ['/', '/medlem-i-granskog/skogsagarsupport/', '/kunskap-och-rad/']) {
      const html = await hostPageOf(dist, url);
      expect(preloadsOf(html)).toEqual(['/assets/runtime/r-1.js']);
      expect(html).not.toContain('id="component-apps"');
    }
  });

  it('matches the paths of every area manifest with the cooperative slug', async () => {
    const dist = await fakeDist();
    await cp(path.join(dist, 'components/proxies'), path.join(dist, 'components/my-documents'), {
      recursive: true,
    });
    const pages = await readElementPages(dist);
    expect(pages.map((p) => p.area).sort()).toEqual(['my-documents', 'proxies']);
    expect(elementPageFor(pages, '/medlem-i-granskog/fullmakter/', 'granskog')?.area).toBe(
      'proxies',
    );
    expect(elementPageFor(pages, '/medlem-i-annan/fullmakter/', 'granskog')).toBeUndefined();
  });
});

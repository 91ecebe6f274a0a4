import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHintCookie } from '../../shared/contracts/hostPage.ts';
import type { App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { hasSignedInHint, renderFirstPaint } from './firstPaint.ts';
import { runtimeSettingsFor } from './settings.ts';
import { portalTestApp } from '../testing/portal.ts';

/**
 * The signed-out start page's static first paint, through the whole portal server (buildApp,
 * a real database of its own, the demo content) with a small made-up build.
 */
let portal: App;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), content);
  };
  await write('runtime/manifest.json', JSON.stringify({ react: 'react-AbCdEf12.js' }));
  await write('runtime/react-AbCdEf12.js', 'export {};');
  await write(
    'host/.vite/manifest.json',
    JSON.stringify({ 'host/main.tsx': { file: 'host-AbCdEf12.js', isEntry: true } }),
  );
  await write('host/host-AbCdEf12.js', 'export {};');
  portal = await portalTestApp({ DIST_DIR: distDir });
}, 240_000);

afterAll(async () => {
  await portal?.app.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  portal.app.inject({ url, headers: cookie ? { cookie } : {} });

describe("the start page's first paint", () => {
  it('paints the public start page\'s title and preamble into the document of "/", before the root', async () => {
    const answer = await get('/');
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<div id="first-paint">');
    expect(html).toContain('<h1>Välkommen till Mina sidor</h1>');
    expect(html).toContain('<p class="preamble">Här ger du fullmakter');
    expect(html).toContain('<a class="button button-primary" href="/login">Logga in</a>');
    expect(html.indexOf('id="first-paint"')).toBeLessThan(html.indexOf('id="root"'));
    // Whether it is painted depends on the cookie, so caches must key on it.
    expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('is left out for a browser that holds a session, and on every other path', async () => {
    const member = await get('/', `other=1; ${signedInHintCookie}=1`);
    expect(member.body).not.toContain('first-paint');
    // The host's root, naming the start page and its first calls (pageHint.ts) instead.
    expect(member.body).toContain('<div id="root" data-page-id="start"');
    const other = await get('/min-skog/');
    expect(other.body).not.toContain('first-paint');
    expect(other.headers.vary).toBe('Accept-Encoding');
  });

  it('escapes what the content says', () => {
    const settings = runtimeSettingsFor(loadConfig({ PORT: '8080' }), {
      phone: '0771',
      email: 'a@b.se',
      url: 'https://x.se/',
      hours: '09.00–16.00',
    });
    const html = renderFirstPaint(settings, {
      ...pageBase,
      title: '<script>alert(1)</script>',
      preamble: 'A & "B"',
    });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; &quot;B&quot;');
    expect(html).not.toContain('<script>');
  });

  it('reads the hint cookie by its name only', () => {
    expect(hasSignedInHint(undefined)).toBe(false);
    expect(hasSignedInHint(`x${signedInHintCookie}=1`)).toBe(false);
    expect(hasSignedInHint(`a=1;${signedInHintCookie}=1`)).toBe(true);
  });
});

const pageBase = {
  id: 1,
  name: 'Start',
  title: 'Start',
  urlName: '',
  pageType: 'start',
  preamble: null,
  topContent: [],
  content: [],
  asideContent: [],
  messages: [],
} as unknown as Parameters<typeof renderFirstPaint>[1];

import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { readHostAssets } from './assets.ts';
import { renderHostPage } from './render.ts';
import { runtimeSettingsFor } from './settings.ts';
import { runtimeSettingsSchema } from '../../shared/contracts/settings.ts';

/** A build output as scripts/build.ts writes it, with a host entry that imports a chunk. */
async function fakeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'runtime'), { recursive: true });
  await mkdir(path.join(dist, 'host/.vite'), { recursive: true });
  await writeFile(
    path.join(dist, 'runtime/manifest.json'),
    JSON.stringify({ react: 'react-aaaa1111.js' }),
  );
  await writeFile(path.join(dist, 'runtime/react-aaaa1111.js'), 'import "./chunk-eeee5555.js";');
  await writeFile(path.join(dist, 'runtime/chunk-eeee5555.js'), '');
  await writeFile(path.join(dist, 'host/host-bbbb2222.js'), 'import "./shell-cccc3333.js";');
  await writeFile(path.join(dist, 'host/host-dddd4444.css'), 'body{margin:0}');
  await writeFile(
    path.join(dist, 'host/.vite/manifest.json'),
    JSON.stringify({
      'host/main.tsx': {
        file: 'host-bbbb2222.js',
        isEntry: true,
        imports: ['_shell'],
        css: ['host-dddd4444.css'],
      },
      _shell: { file: 'shell-cccc3333.js' },
    }),
  );
  return dist;
}

describe('host page', () => {
  const config = loadConfig({ PORT: '8080' });
  const contact = {
    phone: '0771-10 20 30',
    email: 'medlemsservice@granskog.example.se',
    url: 'https://www.granskog.example.se/kontakt/',
    hours: 'vardagar 09.00–16.00',
  };
  const settings = runtimeSettingsFor(config, contact);

  it('inlines valid runtime settings that name the identity authority', () => {
    expect(settings.identity.authority).toBe('http://localhost:8080/idp');
    expect(settings.identity.passwordChangeAuthority).toBe(
      'http://localhost:8080/idp-password-change',
    );
    // The local provider issues the API's tokens for the resource named (issue 28).
    expect(settings.identity.extraQueryParams).toEqual({
      portal: 'true',
      idps: 'web',
      resource: 'http://localhost:8080/api',
    });
    expect(settings.identity.reauthenticationWindowSeconds).toBe(86400);
  });

  it('maps the runtime in the import map and preloads every runtime file and the imports of the entry', async () => {
    const assets = await readHostAssets(await fakeDist());
    expect(assets.imports).toEqual({ react: '/assets/runtime/react-aaaa1111.js' });
    expect(assets.entry.url).toBe('/assets/host/host-bbbb2222.js');
    expect(assets.entry.integrity).toMatch(/^sha384-/);
    expect(assets.preloads).toEqual([
      '/assets/runtime/react-aaaa1111.js',
      '/assets/runtime/chunk-eeee5555.js',
      '/assets/host/shell-cccc3333.js',
    ]);
    expect(assets.styles).toEqual(['/assets/host/host-dddd4444.css']);
  });

  it('allows the import map by its hash and never allows inline or eval scripts', async () => {
    const { html, csp } = renderHostPage(await readHostAssets(await fakeDist()), settings);
    const importMap = /<script type="importmap">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(importMap).digest('base64');
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('names its image sources: no bare https: (content images and map tiles are ours)', async () => {
    const { csp } = renderHostPage(await readHostAssets(await fakeDist()), settings);
    const imgSrc = csp.split('; ').find((d) => d.startsWith('img-src')) ?? '';
    expect(imgSrc).toBe("img-src 'self' data: blob:");
    for (const directive of csp.split('; ')) expect(directive.split(' ')).not.toContain('https:');
  });

  it('embeds the settings as JSON that parses back and cannot close its element', async () => {
    const hostile = {
      ...settings,
      product: { ...settings.product, defaultTitle: '</script><b>x' },
    };
    const { html } = renderHostPage(await readHostAssets(await fakeDist()), hostile);
    const json = /<script type="application\/json" id="runtime-settings">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(runtimeSettingsSchema.parse(JSON.parse(json!)).product.defaultTitle).toBe(
      '</script><b>x',
    );
    expect(html).toContain('<html lang="sv">');
  });

  it('a page painted before its scripts inlines the CSS, allowed by its hash; others link it', async () => {
    const assets = await readHostAssets(await fakeDist());
    const painted = renderHostPage(assets, settings, undefined, '<header>Välkommen</header>');
    expect(painted.html).toContain('<style>body{margin:0}</style>');
    expect(painted.html).not.toContain('rel="stylesheet"');
    const hash = createHash('sha256').update('body{margin:0}').digest('base64');
    expect(painted.csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(painted.csp).not.toContain('unsafe-inline');

    const plain = renderHostPage(assets, settings);
    expect(plain.html).toContain('<link rel="stylesheet" href="/assets/host/host-dddd4444.css">');
    expect(plain.html).not.toContain('<style>');
    expect(plain.csp).toContain("style-src 'self';");
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaManifests } from '../../shared/contracts/elements.ts';
import { startPageHint } from '../../shared/contracts/hostPage.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { serverAreas } from '../areas.ts';
import { firstCallsOf, pageHintAttributesOf, pageHintFor } from './pageHint.ts';

describe('the page a host page names', async () => {
  const { routes } = await loadContentFixtures(path.resolve('content-fixtures'));
  const hint = (path: string) => pageHintFor(routes, areaManifests, path, 'granskog');

  it('names a route-tree content page by its path, and a group page as a group', () => {
    expect(hint('/medlem-i-granskog/fullmakter/')).toEqual({ id: 320, group: false });
    expect(hint('/Medlem-i-Granskog/fullmakter')).toEqual({ id: 320, group: false });
    expect(hint('/skogsgardens-ekonomi/')).toEqual({ id: 200, group: true });
  });

  it("names an area route's own page for its sub-paths (the manifest's `page`)", () => {
    expect(hint('/skogsgardens-ekonomi/konton-i-granskog/konto/abc/')).toEqual({
      id: 205,
      group: false,
    });
  });

  it('names the start page as start, and nothing for unknown paths and external links', () => {
    expect(hint('/')).toEqual({ id: 'start', group: false });
    expect(hint('/finns-inte/')).toBeUndefined();
    expect(hint('/skogsgardens-ekonomi/skatteverket/')).toBeUndefined();
  });

  it('writes the hint as attributes of the root', () => {
    expect(pageHintAttributesOf({ id: 320, group: false })).toBe(
      ' data-page-id="320" data-page-group="false"',
    );
    expect(pageHintAttributesOf(undefined)).toBe('');
  });

  const firstCalls = firstCallsOf(serverAreas.flatMap((area) => area.tables));

  it("names the calls an area route's element makes first, from the route tables", () => {
    expect(
      pageHintFor(routes, areaManifests, '/medlem-i-granskog/fullmakter/', 'granskog', firstCalls),
    ).toEqual({ id: 320, group: false, calls: ['/api/v1/proxies'] });
    // The start page: the calls of the elements an editor may put there (Att göra).
    expect(pageHintFor(routes, areaManifests, '/', 'granskog', firstCalls)).toEqual({
      id: 'start',
      group: false,
      calls: ['/api/v1/activity/todo'],
    });
    // A proxy's own page makes other calls first: none named.
    expect(
      pageHintFor(
        routes,
        areaManifests,
        '/medlem-i-granskog/fullmakter/abc/',
        'granskog',
        firstCalls,
      ),
    ).toEqual({ id: 320, group: false });
    expect(
      pageHintAttributesOf({ id: 320, group: false, calls: ['/api/v1/proxies', '/api/v1/x'] }),
    ).toBe(
      ' data-page-id="320" data-page-group="false" data-page-calls="/api/v1/proxies /api/v1/x"',
    );
  });

  it('every first call names a route of a manifest, or the start page', () => {
    const routeIds = new Set([
      startPageHint,
      ...areaManifests.flatMap((manifest) => Object.keys(manifest.routes)),
    ]);
    expect([...firstCalls.keys()].filter((id) => !routeIds.has(id))).toEqual([]);
    expect(firstCalls.size).toBeGreaterThan(0);
  });

  it('refuses a first call the host could not ask exactly as the element will', () => {
    const spec = {
      method: 'GET',
      path: '/api/v1/things',
      summary: 'Things.',
      access: 'member',
      roles: null,
      proxy: 'allowed',
      impersonation: true,
      firstOn: ['proxyList'],
    } as const;
    expect(firstCallsOf([{ ok: spec }]).get('proxyList')).toEqual(['/api/v1/things']);
    expect(() => firstCallsOf([{ bad: { ...spec, path: '/api/v1/things/{id}' } }])).toThrow(
      /cannot be asked ahead/,
    );
    expect(() => firstCallsOf([{ bad: { ...spec, proxy: 'ignored' } }])).toThrow();
    expect(() => firstCallsOf([{ bad: { ...spec, method: 'POST' } }])).toThrow();
  });
});

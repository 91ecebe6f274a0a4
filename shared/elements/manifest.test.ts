import { describe, expect, it } from 'vitest';
import { areaManifests } from '../contracts/elements.ts';
import { proxiesElement } from '../contracts/proxies/element.ts';
import { areaPath, defineAreaManifest, routesOf, type AreaRoute } from './manifest.ts';

describe('areaPath', () => {
  const { proxyList, proxyPage, proxyReplace } = proxiesElement.routes;

  it('fills the slug and the parameters, with the canonical trailing slash', () => {
    expect(areaPath(proxyList, 'granskog')).toBe('/medlem-i-granskog/fullmakter/');
    expect(areaPath(proxyReplace, 'granskog', { proxyId: 'a1' })).toBe(
      '/medlem-i-granskog/fullmakter/a1/redigera/',
    );
  });

  it('encodes a parameter as one segment', () => {
    expect(areaPath(proxyPage, 'granskog', { proxyId: 'a/b c' })).toBe(
      '/medlem-i-granskog/fullmakter/a%2Fb%20c/',
    );
  });

  it('refuses a missing parameter rather than link to a wrong page', () => {
    expect(() => areaPath(proxyPage, 'granskog')).toThrow(/proxyId/);
  });
});

describe('routesOf', () => {
  const manifest = defineAreaManifest({
    area: 'test',
    element: 'portal-test',
    routes: {
      tab: { path: 'a/:id/tab' },
      start: { path: 'a/:id', redirect: 'tab' },
    },
  });

  it("gives the routes in order, a redirect as its target's path pattern", () => {
    expect(routesOf(manifest)).toEqual([
      { id: 'tab', path: 'a/:id/tab', redirect: undefined },
      { id: 'start', path: 'a/:id', redirect: 'a/:id/tab' },
    ]);
  });

  it('takes a redirect only to a route of the manifest (its types say so)', () => {
    const wrong = defineAreaManifest({
      area: 'test',
      element: 'portal-test',
      // @ts-expect-error: the manifest has no route 'nowhere'
      routes: { start: { path: 'a', redirect: 'nowhere' } },
    });
    expect(routesOf(wrong)).toEqual([{ id: 'start', path: 'a', redirect: undefined }]);
  });

  it("every area's redirect goes to a route of its own that its parameters fill", () => {
    for (const area of areaManifests) {
      for (const route of routesOf(area)) {
        if (!(area.routes as Record<string, AreaRoute>)[route.id]?.redirect) continue;
        expect(route.redirect, route.id).toBeTypeOf('string');
        const params = Object.fromEntries(
          route.path
            .split('/')
            .filter((part) => part.startsWith(':'))
            .map((part) => [part.slice(1), 'x']),
        );
        expect(() => areaPath({ path: route.redirect! }, 's', params), route.id).not.toThrow();
      }
    }
  });
});

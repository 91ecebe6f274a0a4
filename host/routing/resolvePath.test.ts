import { describe, expect, it } from 'vitest';
import {
  findNode,
  firstSubPage,
  matchFixedRoute,
  matchRedirect,
  matchTree,
  pathOf,
  resolveLink,
} from './resolvePath.ts';
import { matchPattern, segmentsOf } from '../../shared/elements/routePattern.ts';
import { annaTree, davidRoles, everyRole, group, node } from './testTree.ts';

describe('path segments', () => {
  it('ignores leading, trailing and double slashes and decodes', () => {
    expect(segmentsOf('/medlem-i-granskog//fullmakter/')).toEqual([
      'medlem-i-granskog',
      'fullmakter',
    ]);
    expect(segmentsOf('/skogsg%C3%A5rd')).toEqual(['skogsgård']);
    expect(pathOf([])).toBe('/');
    expect(pathOf(['a', 'b'])).toBe('/a/b/');
  });
});

describe('route tree matching', () => {
  it('walks the tree by urlName, case-insensitively', () => {
    const { trail, rest } = matchTree(annaTree(), ['Medlem-i-Granskog', 'fullmakter', '42']);
    expect(trail.map((n) => n.id)).toEqual([300, 320]);
    expect(rest).toEqual(['42']);
  });

  it('finds a node only at its exact path', () => {
    expect(findNode(annaTree(), ['skogsgardens-ekonomi', 'mina-insatsval'])?.id).toBe(210);
    expect(findNode(annaTree(), ['skogsgardens-ekonomi', 'okand'])).toBeUndefined();
    expect(findNode(annaTree(), ['okand'])).toBeUndefined();
  });
});

describe('first sub-page', () => {
  it('is the first child that is not filtered, shown in the menu and accessible', () => {
    const parent = group(1, 'g', 'G', [
      node(2, 'filtrerad', 'F', { pageFiltered: true }),
      node(3, 'dold', 'D', { showInMenu: false }),
      node(4, 'stangd', 'S', { hasAccess: false }),
      node(5, 'oppen', 'Ö'),
    ]);
    expect(firstSubPage(parent)?.id).toBe(5);
    expect(
      firstSubPage(group(1, 'g', 'G', [node(3, 'dold', 'D', { showInMenu: false })])),
    ).toBeUndefined();
  });
});

describe('fixed routes', () => {
  const match = (path: string) => matchFixedRoute(segmentsOf(path), 'granskog');

  it('match the proxy routes, most specific first', () => {
    expect(match('/medlem-i-granskog/fullmakter/')?.route.id).toBe('proxyList');
    expect(match('/medlem-i-granskog/fullmakter/ny')?.route.id).toBe('proxyCreate');
    expect(match('/medlem-i-granskog/fullmakter/17/')).toMatchObject({
      route: { id: 'proxyPage' },
      params: { proxyId: '17' },
    });
    expect(match('/medlem-i-granskog/fullmakter/17/redigera')?.route.id).toBe('proxyReplace');
    expect(match('/medlem-i-granskog/fullmakter/extern/t-1/')).toMatchObject({
      route: { id: 'proxyRegister' },
      params: { ticketId: 't-1' },
    });
    expect(match('/medlem-i-granskog/fullmakter/extern/t-1/slutfor')?.route.id).toBe(
      'proxyRegisterCallback',
    );
  });

  it('use the slug of the cooperative', () => {
    expect(match('/medlem-i-annan/fullmakter/')).toBeNull();
  });

  it('match an area and any path below it with *', () => {
    expect(match('/skogsgardens-affarer/bestallda-tjanster/')?.route.id).toBe('production');
    expect(match('/skogsgardens-affarer/bestallda-tjanster/tjanst/9/karta')).toMatchObject({
      route: { id: 'productionMap' },
      params: { serviceOrderNumber: '9' },
    });
    expect(match('/skogsgardens-affarer/leveransvirke/')?.route.id).toBe('timberManagerHome');
    expect(match('/skogsgardens-affarer/leveransvirke/avtal/5/sortiment')?.route.id).toBe(
      'timberManagerAgreement',
    );
    expect(
      match('/skogsgardens-affarer/leveransvirke/avtal/5/anmalan/virkesordrar')?.route.id,
    ).toBe('timberManagerDeliveries');
  });

  it('patterns need every segment unless they end in *', () => {
    expect(matchPattern('a/:b', ['a'], 's')).toBeNull();
    expect(matchPattern('a/:b', ['a', 'x', 'y'], 's')).toBeNull();
    expect(matchPattern('a/*', ['a'], 's')).toEqual({ '*': '' });
  });
});

describe('redirects', () => {
  const redirect = (path: string) => matchRedirect(segmentsOf(path), 'granskog');
  it('send old paths to where they live now', () => {
    expect(redirect('/medlem-i-granskog/medlemssupport/')).toBe(
      '/medlem-i-granskog/skogsagarsupport/',
    );
    expect(redirect('/mina-kontaktuppgifter/')).toBe('/medlem-i-granskog/profil/');
    expect(redirect('/mina-kontaktuppgifter/bekrafta')).toBe('/medlem-i-granskog/profil/bekrafta');
    expect(redirect('/prisjamforelseverktyg/')).toBe('/skogsgardens-affarer/priskalkyl/');
    expect(redirect('/medlem-i-granskog/profil/')).toBeNull();
  });
});

describe('links', () => {
  const resolve = (href: string, roles = everyRole, tree = annaTree()) =>
    resolveLink(href, tree, roles, 'granskog');

  it('an external link stays as it is', () => {
    expect(resolve('https://granskog.test/')).toEqual({
      kind: 'external',
      href: 'https://granskog.test/',
    });
    expect(resolve('//cdn.test/x')).toEqual({ kind: 'external', href: '//cdn.test/x' });
  });

  it('a first-sub-page link resolves to the first unfiltered child, keeping the query', () => {
    expect(resolve('/medlem-i-granskog/first-sub-page?x=1')).toEqual({
      kind: 'internal',
      to: '/medlem-i-granskog/profil/?x=1',
      accessible: true,
    });
  });

  it('a first-sub-page link of a group without children is unavailable', () => {
    expect(resolve('/tom-grupp/first-sub-page')).toEqual({ kind: 'unavailable' });
    expect(resolve('/okand/first-sub-page')).toEqual({ kind: 'unavailable' });
  });

  it("a fixed route's requirement decides access, else the server's hasAccess", () => {
    expect(resolve('/medlem-i-granskog/fullmakter/', davidRoles)).toMatchObject({
      accessible: false,
    });
    expect(resolve('/medlem-i-granskog/skogsagarsupport/', davidRoles)).toMatchObject({
      accessible: true,
    });
    expect(resolve('/skogsgardens-affarer/stangd/')).toMatchObject({ accessible: false });
    expect(resolve('/skogsgardens-affarer/okand/')).toMatchObject({ accessible: true });
  });
});

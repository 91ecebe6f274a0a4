import type { FeaturesState, ProfileState } from '@portal/bridge';
import { describe, expect, it } from 'vitest';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { testProfile } from '../../shared/testing/testBridge.ts';
import { decideRoute, type RouteInput } from './decideRoute.ts';
import { annaTree, davidRoles, everyRole, featureOffPrices, group, node } from './testTree.ts';

const flags = (...names: FeatureFlagName[]): FeaturesState => ({
  state: 'loaded',
  data: names.map((name) => ({ name, isEnabled: true, useEpiserverRouteAsFallback: false })),
  error: null,
});

const loaded = (roles: string[], routes = annaTree()): ProfileState => ({
  state: 'loaded',
  data: testProfile({ roles, routes }),
  error: null,
});

function decide(pathname: string, input: Partial<RouteInput> = {}) {
  return decideRoute({
    pathname,
    search: '',
    slug: 'granskog',
    auth: 'signedIn',
    profile: loaded(everyRole),
    features: flags(),
    anonymousPages: new Set(),
    ...input,
  });
}

describe('deciding a route', () => {
  it('a content page of the route tree', () => {
    expect(decide('/skogsgardens-affarer/dold')).toMatchObject({
      kind: 'content',
      node: { id: 150 },
      path: '/skogsgardens-affarer/dold/',
      fixedRouteId: null,
    });
  });

  it("the accounts element's home is a page of the tree with its fixed route, behind the flag", () => {
    expect(
      decide('/skogsgardens-ekonomi/konton-i-granskog', { features: flags('Accounts') }),
    ).toMatchObject({
      kind: 'content',
      node: { id: 220 },
      path: '/skogsgardens-ekonomi/konton-i-granskog/',
      fixedRouteId: 'accountsHome',
    });
    expect(decide('/skogsgardens-ekonomi/konton-i-granskog')).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('a group page is a page of its own', () => {
    expect(decide('/skogsgardens-affarer/')).toMatchObject({ kind: 'content', node: { id: 100 } });
  });

  it('an unknown path, also below a group, is not found', () => {
    expect(decide('/finns-inte/')).toEqual({ kind: 'notFound' });
    expect(decide('/skogsgardens-affarer/finns-inte/')).toEqual({ kind: 'notFound' });
    expect(decide('/skogsgardens-affarer/mina-dokument/mer/')).toEqual({ kind: 'notFound' });
  });

  it('a page the server refuses is access-denied', () => {
    expect(decide('/skogsgardens-affarer/stangd/')).toEqual({ kind: 'accessDenied' });
  });

  it('a fixed route the roles do not allow is access-denied, whatever hasAccess says', () => {
    const david = { profile: loaded(davidRoles) };
    expect(decide('/medlem-i-granskog/fullmakter/', david)).toEqual({ kind: 'accessDenied' });
    expect(decide('/skogsgardens-ekonomi/mina-insatsval/', david)).toEqual({
      kind: 'accessDenied',
    });
    expect(decide('/medlem-i-granskog/skogsagarsupport/', david)).toMatchObject({
      kind: 'content',
    });
  });

  it('a fixed route with parameters shows its area page', () => {
    expect(decide('/medlem-i-granskog/fullmakter/42/redigera')).toMatchObject({
      kind: 'content',
      node: { id: 320 },
      path: '/medlem-i-granskog/fullmakter/42/redigera/',
      fixedRouteId: 'proxyReplace',
    });
    const readOnly = { profile: loaded(['Service_Proxy_Read']) };
    expect(decide('/medlem-i-granskog/fullmakter/42/', readOnly)).toMatchObject({
      kind: 'content',
    });
    expect(decide('/medlem-i-granskog/fullmakter/ny', readOnly)).toEqual({ kind: 'accessDenied' });
  });

  it('unknown auth waits; a signed-out visitor signs in', () => {
    expect(decide('/skogsgardens-affarer/', { auth: 'initialising' })).toEqual({ kind: 'loading' });
    expect(decide('/skogsgardens-affarer/', { auth: 'signedOut' })).toEqual({ kind: 'signIn' });
  });

  it('waits for the profile', () => {
    expect(
      decide('/skogsgardens-affarer/', { profile: { state: 'loading', data: null, error: null } }),
    ).toEqual({
      kind: 'loading',
    });
  });

  it('anonymous routes never ask to sign in', () => {
    const path = '/medlem-i-granskog/fullmakter/extern/t-1/slutfor';
    expect(decide(path, { auth: 'signedOut' })).toEqual({ kind: 'notFound' });
    expect(
      decide(path, {
        auth: 'signedOut',
        search: '?code=abc&ticketId=ignored',
        anonymousPages: new Set(['proxyRegisterCallback']),
      }),
    ).toEqual({
      kind: 'anonymousPage',
      routeId: 'proxyRegisterCallback',
      props: { ticketId: 'ignored', code: 'abc' },
    });
  });

  it('old paths redirect, keeping the query', () => {
    expect(decide('/medlem-i-granskog/medlemssupport/', { auth: 'signedOut' })).toEqual({
      kind: 'redirect',
      to: '/medlem-i-granskog/skogsagarsupport/',
    });
    expect(decide('/mina-kontaktuppgifter/bekrafta', { search: '?a=1' })).toEqual({
      kind: 'redirect',
      to: '/medlem-i-granskog/profil/bekrafta?a=1',
    });
  });

  it('the economics home goes to the accounts home while ProfileEconomics is on', () => {
    expect(
      decide('/skogsgardens-ekonomi/mina-insatsval/', { features: flags('ProfileEconomics') }),
    ).toEqual({
      kind: 'redirect',
      to: '/skogsgardens-ekonomi/konton-i-granskog/',
    });
    expect(decide('/skogsgardens-ekonomi/mina-insatsval/')).toMatchObject({ kind: 'content' });
  });

  it('a route whose feature flag is off goes home; it waits for the flags', () => {
    expect(decide('/skogsgardens-affarer/bestallda-tjanster/aktiva')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(
      decide('/skogsgardens-affarer/bestallda-tjanster/aktiva', {
        features: flags('MemberProduction'),
      }),
    ).toMatchObject({ kind: 'content', node: { id: 120 }, fixedRouteId: 'productionActive' });
    expect(
      decide('/skogsgardens-affarer/bestallda-tjanster/', {
        features: { state: 'loading', data: null, error: null },
      }),
    ).toEqual({ kind: 'loading' });
  });

  it("the electricity pages need this cooperative's Service_{product}El roles, from the slug", () => {
    const tree = [group(100, 'skogsgardens-affarer', 'Affärer', [node(160, 'granskog-el', 'El')])];
    const invoices = '/skogsgardens-affarer/granskog-el/fakturor';
    const granskog = ['Service_GranskogEl_Read', 'Service_GranskogEl_Write'];
    expect(decide(invoices, { profile: loaded(granskog, tree) })).toMatchObject({
      kind: 'content',
      node: { id: 160 },
      fixedRouteId: 'electricityInvoices',
    });
    const another = ['Service_NorraSkogEl_Read', 'Service_NorraSkogEl_Write'];
    expect(decide(invoices, { profile: loaded(another, tree) })).toEqual({
      kind: 'accessDenied',
    });
  });

  it('a content page whose feature flag is off goes home, its tabs too (price conditions)', () => {
    const tree = [group(100, 'skogsgardens-affarer', 'Affärer', [featureOffPrices()])];
    for (const path of [
      '/skogsgardens-affarer/sa-fungerar-granskogs-prissattning/',
      '/skogsgardens-affarer/sa-fungerar-granskogs-prissattning/oversikt/',
    ]) {
      expect(decide(path, { profile: loaded(everyRole, tree) })).toEqual({
        kind: 'redirect',
        to: '/',
      });
    }
    expect(decide('/skogsgardens-affarer/okand/', { profile: loaded(everyRole, tree) })).toEqual({
      kind: 'notFound',
    });
  });

  it('measured timber and the map need MemberProduction and their own flag, all of them', () => {
    const service = '/skogsgardens-affarer/bestallda-tjanster/tjanst/4711';
    for (const [path, own] of [
      [`${service}/inmatt`, 'AssortmentReport'],
      [`${service}/karta/atgardsobjekt`, 'MemberProductionMap'],
    ] as const) {
      // Its own flag alone is not enough: the area is off (issue 28, as the server's calls).
      expect(decide(path, { features: flags(own) })).toEqual({ kind: 'redirect', to: '/' });
      expect(decide(path, { features: flags('MemberProduction') })).toEqual({
        kind: 'redirect',
        to: '/',
      });
      expect(decide(path, { features: flags('MemberProduction', own) })).toMatchObject({
        kind: 'content',
      });
    }
  });

  it('the timber manager routes exist with either generation of the flag', () => {
    const home = '/skogsgardens-affarer/leveransvirke/';
    expect(decide(home)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(home, { features: flags('TimberManagerViol2') })).toMatchObject({
      kind: 'content',
    });
    const v3Deliveries = flags('TimberManagerViol3', 'TimberManagerViol3Delivery');
    expect(decide(`${home}avtal/7/anmalan/virkesordrar`, { features: v3Deliveries })).toMatchObject(
      {
        kind: 'content',
        node: { id: 130 },
        fixedRouteId: 'timberManagerDeliveries',
      },
    );
    // A generation's route set needs its Delivery variant, as the server's deliveries do;
    // one generation's variant does not open the other's routes.
    for (const off of [
      flags('TimberManagerViol3'),
      flags('TimberManagerViol3Delivery'),
      flags('TimberManagerViol2', 'TimberManagerViol3Delivery'),
    ]) {
      expect(decide(`${home}avtal/7/anmalan/virkesordrar`, { features: off })).toEqual({
        kind: 'redirect',
        to: '/',
      });
    }
    expect(decide(`${home}avtal/7/fastighet`, { features: flags('TimberManagerViol3') })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(
      decide(`${home}avtal/7/fastighet`, {
        features: flags('TimberManagerViol3', 'TimberManagerViol3Opportunity'),
      }),
    ).toMatchObject({ kind: 'content', fixedRouteId: 'timberManagerAgreement' });
    const agreementsOnly = {
      features: v3Deliveries,
      profile: loaded([
        'Service_TimberManager_Agreements_Read',
        'Service_TimberManager_Agreements_Write',
      ]),
    };
    expect(decide(home, agreementsOnly)).toMatchObject({ kind: 'content' });
    expect(decide(`${home}avtal/7/anmalan/`, agreementsOnly)).toEqual({ kind: 'accessDenied' });
  });

  it("an area route that redirects shows its page, its target in the address's place", () => {
    const anmalan = '/skogsgardens-affarer/leveransvirke/avtal/7/anmalan/';
    const features = flags('TimberManagerViol3', 'TimberManagerViol3Delivery');
    expect(decide(anmalan, { features, search: '?a=1' })).toEqual({
      kind: 'content',
      node: expect.objectContaining({ id: 130 }),
      path: anmalan,
      fixedRouteId: 'timberManagerDeliveriesStart',
      replaceWith: `${anmalan}virkesordrar/?a=1`,
    });
    // Its rule first, as the target's: no redirect for a member the page would refuse.
    const agreementsOnly = loaded(['Service_TimberManager_Agreements_Read']);
    expect(decide(anmalan, { features, profile: agreementsOnly })).toEqual({
      kind: 'accessDenied',
    });
    expect(decide(`${anmalan}virkesordrar/`, { features })).not.toHaveProperty('replaceWith');
  });

  it('a fixed route without its page in the tree is not found', () => {
    const tree = annaTree().filter((n) => n.id !== 300);
    expect(decide('/medlem-i-granskog/fullmakter/', { profile: loaded(everyRole, tree) })).toEqual({
      kind: 'notFound',
    });
  });

  it('first-sub-page goes to the first unfiltered child, else not found', () => {
    expect(decide('/skogsgardens-ekonomi/first-sub-page')).toEqual({
      kind: 'redirect',
      to: '/skogsgardens-ekonomi/mina-insatsval/',
    });
    expect(decide('/tom-grupp/first-sub-page')).toEqual({ kind: 'notFound' });
  });
});

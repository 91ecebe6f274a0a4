import { describe, expect, it } from 'vitest';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import type { RouteFixture } from '../../shared/contracts/fixtures.ts';
import { routeTreeFor } from '../session-profile/routeTree.ts';
import { memberRoutesWithFlags, routesWithFlagsOn } from './featureGate.ts';

const tree: RouteFixture[] = [
  {
    id: 100,
    urlName: 'skogsgardens-affarer',
    name: 'Skogsgårdens affärer',
    pageType: 20,
    showInMenu: true,
    routes: [
      { id: 110, urlName: 'mina-dokument', name: 'Mina dokument', pageType: 15, showInMenu: true },
      {
        id: 180,
        urlName: 'sa-fungerar-granskogs-prissattning',
        name: 'Så fungerar prissättningen',
        pageType: 20,
        showInMenu: true,
        featureFlag: 'PriceConditions',
        routes: [
          { id: 181, urlName: 'oversikt', name: 'Översikt', pageType: 15, showInMenu: true },
        ],
      },
    ],
  },
];
const flags = (...on: FeatureFlagName[]) =>
  on.map((name) => ({ name, isEnabled: true, useEpiserverRouteAsFallback: false }));

describe('pages behind a feature flag (platform §4)', () => {
  it('while off: served nowhere, but the members’ tree keeps a bare stand-in that sends home', () => {
    expect(routesWithFlagsOn(tree, flags())[0]!.routes!.map((r) => r.id)).toEqual([110]);
    const [group] = routeTreeFor(memberRoutesWithFlags(tree, flags()), []);
    expect(group!.routes[1]).toEqual({
      id: 180,
      urlName: 'sa-fungerar-granskogs-prissattning',
      name: 'Så fungerar prissättningen',
      pageType: 20,
      showInMenu: false,
      hasAccess: false,
      pageFiltered: true,
      featureOff: true,
      routes: [],
    });
  });

  it('while on: the page and its tabs as the editors wrote them', () => {
    const [group] = routeTreeFor(memberRoutesWithFlags(tree, flags('PriceConditions')), []);
    const prices = group!.routes[1]!;
    expect(prices.featureOff).toBeUndefined();
    expect(prices.showInMenu).toBe(true);
    expect(prices.routes.map((r) => r.urlName)).toEqual(['oversikt']);
  });
});

import { describe, expect, it } from 'vitest';
import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { areaPath, routesOf } from '../../shared/elements/manifest.ts';
import { routeStateIn } from '../../shared/elements/routePattern.ts';
import { deliveriesPath, landingPath, landingsPath, ongoingLandingsPath } from './paths.ts';

/** The route the host (and the element harness) matches for a path below `anmalan/`. */
const routes = routesOf(timberDeliveriesElement);
const anmalan = '/skogsgardens-affarer/leveransvirke/avtal/a/anmalan/';
const routeOf = (rest: string) => routeStateIn(routes, `${anmalan}${rest}`, 'granskog');

describe('delivery paths', () => {
  it('reads the screen from the path by the manifest; virkesordrar is the default', () => {
    expect(routeOf('virkesordrar/').id).toBe('timberManagerDeliveries');
    expect(routeOf('d1/upplag')).toEqual({
      id: 'timberManagerLandings',
      params: { agreementId: 'a', deliveryId: 'd1' },
    });
    expect(routeOf('d1/upplag/l2/')).toEqual({
      id: 'timberManagerLanding',
      params: { agreementId: 'a', deliveryId: 'd1', landingId: 'l2' },
    });
    // A child the element does not know is the deliveries view, as virkesordrar.
    expect(routeOf('annat/').id).toBe('timberManagerDeliveriesOther');
  });

  it('writes the links', () => {
    expect(deliveriesPath('a')).toBe(
      '/skogsgardens-affarer/leveransvirke/avtal/a/anmalan/virkesordrar/',
    );
    expect(landingsPath('a', 'd')).toBe(
      '/skogsgardens-affarer/leveransvirke/avtal/a/anmalan/d/upplag/',
    );
    expect(landingPath('a', 'd', 'l')).toBe(
      '/skogsgardens-affarer/leveransvirke/avtal/a/anmalan/d/upplag/l/',
    );
    expect(routeOf('d/upplag/l/').id).toBe('timberManagerLanding');
  });

  it("reads upplag without a delivery id as the ongoing notification's landings", () => {
    expect(routeOf('upplag').id).toBe('timberManagerOngoingLandings');
    expect(routeOf('upplag/').id).toBe('timberManagerOngoingLandings');
  });

  it('sends the bare anmalan/ to its default child virkesordrar/, nothing else', () => {
    // The start route redirects to virkesordrar/ (the host puts it in the address's place).
    expect(routeOf('').id).toBe('timberManagerDeliveriesStart');
    const start = routes.find((route) => route.id === 'timberManagerDeliveriesStart');
    expect(start?.redirect && areaPath({ path: start.redirect }, '', { agreementId: 'a' })).toBe(
      deliveriesPath('a'),
    );
    expect(routeStateIn(routes, anmalan.slice(0, -1), 'granskog').id).toBe(
      'timberManagerDeliveriesStart',
    );
    for (const rest of ['virkesordrar/', 'd/upplag/', 'upplag/'])
      expect(routeOf(rest).id).not.toBe('timberManagerDeliveriesStart');
  });

  it('takes upplag/ to the one ongoing notification, else to the deliveries view', () => {
    const ongoing = (id: string) => ({ id, status: 'Ongoing' as const });
    const draft = { id: 'd0', status: 'Draft' as const };
    const closed = { id: 'c0', status: 'Closed' as const };
    expect(ongoingLandingsPath('a', [draft, ongoing('d1'), closed])).toBe(landingsPath('a', 'd1'));
    expect(ongoingLandingsPath('a', [ongoing('d1'), ongoing('d2')])).toBe(deliveriesPath('a'));
    expect(ongoingLandingsPath('a', [draft, closed])).toBe(deliveriesPath('a'));
    expect(ongoingLandingsPath('a', [])).toBe(deliveriesPath('a'));
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultChildPath,
  deliveriesPath,
  landingPath,
  landingsPath,
  ongoingLandingsPath,
  screenOf,
} from './paths.ts';

describe('delivery paths', () => {
  it('reads the screen from the rest of the path; virkesordrar is the default', () => {
    expect(screenOf(undefined)).toEqual({ kind: 'deliveries' });
    expect(screenOf('')).toEqual({ kind: 'deliveries' });
    expect(screenOf('virkesordrar')).toEqual({ kind: 'deliveries' });
    expect(screenOf('d1/upplag')).toEqual({ kind: 'landings', deliveryId: 'd1' });
    expect(screenOf('d1/upplag/l2/')).toEqual({
      kind: 'landing',
      deliveryId: 'd1',
      landingId: 'l2',
    });
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
  });

  it("reads upplag without a delivery id as the ongoing notification's landings", () => {
    expect(screenOf('upplag')).toEqual({ kind: 'ongoingLandings' });
    expect(screenOf('upplag/')).toEqual({ kind: 'ongoingLandings' });
  });

  it('sends the bare anmalan/ to its default child virkesordrar/, nothing else', () => {
    const deliveries = '/skogsgardens-affarer/leveransvirke/avtal/a/anmalan/virkesordrar/';
    expect(defaultChildPath('a', undefined)).toBe(deliveries);
    expect(defaultChildPath('a', '')).toBe(deliveries);
    expect(defaultChildPath('a', '/')).toBe(deliveries);
    expect(defaultChildPath('a', 'virkesordrar/')).toBeNull();
    expect(defaultChildPath('a', 'd/upplag/')).toBeNull();
    expect(defaultChildPath('a', 'upplag/')).toBeNull();
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

import { describe, expect, it } from 'vitest';
import { deliveriesPath, landingPath, landingsPath, screenOf } from './paths.ts';

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
});

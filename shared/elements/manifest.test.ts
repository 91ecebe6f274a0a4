import { describe, expect, it } from 'vitest';
import { proxiesElement } from '../contracts/proxies/element.ts';
import { areaPath } from './manifest.ts';

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

import { describe, expect, it } from 'vitest';
import { createPath, proxyPath, replacePath, viewOf } from './paths.ts';

const id = '00000000-0000-4000-8000-0000000000a1';

describe('the proxy element reads its view from the path', () => {
  it('maps the list, ny, a proxy and its redigera', () => {
    expect(viewOf('/medlem-i-granskog/fullmakter/', 'granskog')).toEqual({ kind: 'list' });
    expect(viewOf('/medlem-i-granskog/fullmakter', 'granskog')).toEqual({ kind: 'list' });
    expect(viewOf(createPath('granskog'), 'granskog')).toEqual({ kind: 'create' });
    expect(viewOf(proxyPath('granskog', id), 'granskog')).toEqual({ kind: 'proxy', proxyId: id });
    expect(viewOf(replacePath('granskog', id), 'granskog')).toEqual({
      kind: 'replace',
      proxyId: id,
    });
  });

  it('shows the proxy page for anything deeper it does not know, and the list elsewhere', () => {
    expect(viewOf(`/medlem-i-granskog/fullmakter/${id}/annat`, 'granskog')).toEqual({
      kind: 'proxy',
      proxyId: id,
    });
    expect(viewOf('/medlem-i-granskog/fullmakter/ny/x', 'granskog')).toEqual({
      kind: 'proxy',
      proxyId: 'ny',
    });
    expect(viewOf('/harness/proxies', 'granskog')).toEqual({ kind: 'list' });
  });

  it('builds the paths the host routes (trailing slash on the list and proxy page)', () => {
    expect(createPath('granskog')).toBe('/medlem-i-granskog/fullmakter/ny');
    expect(proxyPath('granskog', id)).toBe(`/medlem-i-granskog/fullmakter/${id}/`);
    expect(replacePath('granskog', id)).toBe(`/medlem-i-granskog/fullmakter/${id}/redigera`);
  });
});

import { describe, expect, it } from 'vitest';
import { isFullscreen, withFullscreen } from './fullscreen.ts';

describe('fullscreen in the URL', () => {
  it('is on with fullscreen=1 only', () => {
    expect(isFullscreen('?fullscreen=1')).toBe(true);
    expect(isFullscreen('?a=2&fullscreen=1')).toBe(true);
    expect(isFullscreen('?fullscreen=0')).toBe(false);
    expect(isFullscreen('')).toBe(false);
  });

  it('switches without losing other parameters', () => {
    expect(withFullscreen('?a=2', true)).toBe('?a=2&fullscreen=1');
    expect(withFullscreen('?a=2&fullscreen=1', false)).toBe('?a=2');
    expect(withFullscreen('?fullscreen=1', false)).toBe('');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { cacheTtl, createCache } from './cache.ts';

describe('cache', () => {
  it('has the freshness times of the spec', () => {
    expect(cacheTtl).toEqual({
      profile: 300_000,
      features: 21_600_000,
      pageStatus: 300_000,
      contentPage: 300_000,
      news: 180_000,
    });
  });

  it('loads once, serves fresh values, turns stale after the ttl and reloads', async () => {
    let now = 0;
    const cache = createCache<string>(cacheTtl.news, () => now);
    const loader = vi.fn(async () => `v${loader.mock.calls.length}`);

    const first = cache.get('news', loader);
    expect(cache.peek('news')?.state).toBe('loading');
    expect(cache.get('news', loader)).toBe(first);
    expect(await first).toBe('v1');
    expect(cache.peek('news')?.state).toBe('complete');

    now = cacheTtl.news - 1;
    expect(await cache.get('news', loader)).toBe('v1');
    now = cacheTtl.news;
    expect(cache.peek('news')?.state).toBe('stale');
    expect(await cache.get('news', loader)).toBe('v2');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps an error and tries again on the next get', async () => {
    const cache = createCache<number>(1000, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(cache.peek('k')?.state).toBe('error');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('invalidate marks stale; clear forgets', async () => {
    const cache = createCache<number>(1000, () => 0);
    await cache.get('a', async () => 1);
    cache.invalidate('a');
    expect(cache.peek('a')?.state).toBe('stale');
    cache.clear();
    expect(cache.peek('a')).toBeUndefined();
  });
});

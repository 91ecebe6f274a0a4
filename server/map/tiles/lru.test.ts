import { describe, expect, it } from 'vitest';
import { LruCache } from './lru.ts';

const entry = (bytes: number) => ({ bytes });

describe('LruCache', () => {
  it('drops the least recently used entry beyond its count', () => {
    const cache = new LruCache<{ bytes: number }>(2);
    cache.set('a', entry(1));
    cache.set('b', entry(1));
    cache.get('a'); // a is now newer than b
    cache.set('c', entry(1));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('keeps its total size within the byte bound', () => {
    const cache = new LruCache<{ bytes: number }>(100, 10);
    cache.set('a', entry(4));
    cache.set('b', entry(4));
    cache.set('c', entry(4));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(8);
    cache.set('huge', entry(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(8);
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new LruCache<{ bytes: number }>(10, 100);
    cache.set('a', entry(5));
    cache.set('a', entry(7));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(7);
  });
});

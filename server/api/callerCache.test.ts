import { describe, expect, it } from 'vitest';
import { flushAll, type NotificationHandlers, type Notifications } from '../db/notifications.ts';
import { CallerCache, deepFreeze } from './callerCache.ts';

/** A notification source driven by the test (the real ones: callerCache.instances.test.ts). */
function source() {
  let handlers: NotificationHandlers | null = null;
  const notifications: Notifications = {
    subscribe: (h) => {
      handlers = h;
      h.connected(false);
      return () => (handlers = null);
    },
    start: async () => handlers?.connected(true),
    stop: async () => handlers?.connected(false),
    close: async () => {},
  };
  return { notifications, send: (payload: string) => handlers?.notify(payload) };
}

function liveCache(ttl = 1000, max = 100) {
  let now = 0;
  const cache = new CallerCache(ttl, max, () => now);
  const { notifications, send } = source();
  cache.follow(notifications);
  return {
    cache,
    send,
    notifications,
    tick: (ms: number) => (now += ms),
    put: (key: string, value: unknown, dependsOn: string[]) =>
      cache.set(key, cache.begin(), value, dependsOn),
  };
}

describe('CallerCache', () => {
  it('keeps nothing and serves nothing until the listener is connected', async () => {
    const { cache, put, notifications } = liveCache();
    put('k', 1, ['m']);
    expect(cache.get('k')).toBeUndefined();
    await notifications.start();
    put('k', 1, ['m']);
    expect(cache.get('k')).toBe(1);
  });

  it('drops what depends on a notified id, and everything on a flush', async () => {
    const { cache, put, send, notifications } = liveCache();
    await notifications.start();
    put('anna', 'a', ['anna', 'bertil']);
    put('david', 'd', ['david']);
    send('bertil');
    expect(cache.get('anna')).toBeUndefined();
    expect(cache.get('david')).toBe('d');
    send(flushAll);
    expect(cache.get('david')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that overlapped a notification (it may predate the write)', async () => {
    const { cache, send, notifications } = liveCache();
    await notifications.start();
    const read = cache.begin();
    send('someone else');
    cache.set('anna', read, 'old', ['anna']);
    expect(cache.get('anna')).toBeUndefined();
  });

  it('clears everything when the listener is lost, and does not keep reads begun before', async () => {
    const { cache, put, notifications } = liveCache();
    await notifications.start();
    put('anna', 'a', ['anna']);
    const read = cache.begin();
    await notifications.stop();
    expect(cache.isLive).toBe(false);
    await notifications.start();
    expect(cache.get('anna')).toBeUndefined();
    cache.set('anna', read, 'a', ['anna']);
    expect(cache.get('anna')).toBeUndefined();
  });

  it('expires entries after the bound, and evicts the oldest beyond the size', async () => {
    const { cache, put, tick, notifications } = liveCache(1000, 2);
    await notifications.start();
    put('a', 1, ['a']);
    tick(999);
    expect(cache.get('a')).toBe(1);
    tick(1);
    expect(cache.get('a')).toBeUndefined();
    put('b', 2, ['b']);
    put('c', 3, ['c']);
    put('d', 4, ['d']);
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([undefined, 3, 4]);
    expect(cache.size).toBe(2);
  });

  it('freezes what it hands out all the way down', () => {
    const value = deepFreeze({ member: { roles: ['x'] }, proxies: [{ roles: ['y'] }] });
    expect(() => value.member.roles.push('z')).toThrow(TypeError);
    expect(() => value.proxies[0]!.roles.push('z')).toThrow(TypeError);
  });
});

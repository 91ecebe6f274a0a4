/**
 * A small in-memory cache with the states of platform §4 (loading, complete, error, stale)
 * and the freshness times of platform §9.
 */
const minute = 60_000;

export const cacheTtl = {
  profile: 5 * minute,
  features: 360 * minute,
  pageStatus: 5 * minute,
  contentPage: 5 * minute,
  news: 3 * minute,
} as const;

export type CacheState = 'loading' | 'complete' | 'error' | 'stale';

export interface CacheEntry<T> {
  state: CacheState;
  value: T | undefined;
  error: unknown;
  /** When the value was stored (ms since the epoch); undefined until first complete. */
  storedAt: number | undefined;
}

export interface Cache<T> {
  /** The entry as it stands now (a complete entry older than the ttl reads as stale). */
  peek(key: string): CacheEntry<T> | undefined;
  /** The fresh value, or the loader's; concurrent calls for one key share one load. */
  get(key: string, loader: () => Promise<T>): Promise<T>;
  /** Mark one key (or all) stale so the next get loads again. */
  invalidate(key?: string): void;
  clear(): void;
}

interface Slot<T> {
  entry: CacheEntry<T>;
  pending: Promise<T> | undefined;
}

export function createCache<T>(ttlMs: number, now: () => number = Date.now): Cache<T> {
  const slots = new Map<string, Slot<T>>();

  function current(slot: Slot<T>): CacheEntry<T> {
    const { entry } = slot;
    if (
      entry.state === 'complete' &&
      entry.storedAt !== undefined &&
      now() - entry.storedAt >= ttlMs
    ) {
      return { ...entry, state: 'stale' };
    }
    return entry;
  }

  return {
    peek(key) {
      const slot = slots.get(key);
      return slot ? current(slot) : undefined;
    },
    get(key, loader) {
      const existing = slots.get(key);
      if (existing?.pending) return existing.pending;
      if (existing && current(existing).state === 'complete') {
        return Promise.resolve(existing.entry.value as T);
      }
      const slot: Slot<T> = existing ?? {
        entry: { state: 'loading', value: undefined, error: undefined, storedAt: undefined },
        pending: undefined,
      };
      slot.entry = { ...slot.entry, state: 'loading', error: undefined };
      const pending = loader().then(
        (value) => {
          slot.entry = { state: 'complete', value, error: undefined, storedAt: now() };
          slot.pending = undefined;
          return value;
        },
        (error: unknown) => {
          slot.entry = { ...slot.entry, state: 'error', error };
          slot.pending = undefined;
          throw error;
        },
      );
      slot.pending = pending;
      slots.set(key, slot);
      return pending;
    },
    invalidate(key) {
      const targets = key === undefined ? [...slots.values()] : [slots.get(key)];
      for (const slot of targets) {
        if (slot && slot.entry.state === 'complete') slot.entry = { ...slot.entry, state: 'stale' };
      }
    },
    clear() {
      slots.clear();
    },
  };
}

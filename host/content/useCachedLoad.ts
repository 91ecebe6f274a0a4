import type { Cache } from '@portal/bridge';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type CachedLoad<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'error'; error: unknown };

function fromCache<T>(cache: Cache<T>, key: string | null): CachedLoad<T> {
  const entry = key === null ? undefined : cache.peek(key);
  // A stale value is shown while the fresh one loads (platform §4 "stale").
  if (entry && (entry.state === 'complete' || entry.state === 'stale')) {
    return { status: 'loaded', value: entry.value as T };
  }
  return { status: 'loading' };
}

/**
 * A value through a shared cache: shown at once when the cache holds it (also when stale,
 * then refreshed), otherwise loaded. `key` null waits. `retry` loads again after an error.
 */
export function useCachedLoad<T>(
  cache: Cache<T>,
  key: string | null,
  load: () => Promise<T>,
): CachedLoad<T> & { retry(): void } {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState(() => ({ key, load: fromCache(cache, key) }));
  // A new key shows what the cache has for it right away, before the effect runs.
  const current = result.key === key ? result.load : fromCache(cache, key);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const cached = cache.peek(key);
    if (cached?.state === 'complete') {
      setResult({ key, load: { status: 'loaded', value: cached.value as T } });
      return;
    }
    if (cached?.state !== 'stale') setResult({ key, load: { status: 'loading' } });
    cache
      .get(key, () => loadRef.current())
      .then(
        // A page's whole content renders at once: as a transition React yields to the browser
        // every few milliseconds while it does, so a slow phone's main thread is never held.
        (value) => {
          if (live) startTransition(() => setResult({ key, load: { status: 'loaded', value } }));
        },
        (error: unknown) => {
          if (!live) return;
          // A refresh that fails keeps showing the older value rather than an error.
          const older = cache.peek(key)?.value;
          setResult({
            key,
            load:
              older === undefined ? { status: 'error', error } : { status: 'loaded', value: older },
          });
        },
      );
    return () => {
      live = false;
    };
  }, [cache, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...current, retry };
}

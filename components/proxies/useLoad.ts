import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'error'; error: unknown };

/**
 * Loads once per key (the profile in force and what is asked for); a newer load wins, an
 * older one is aborted. `reload` fetches again; `set` puts a fresher answer in place (the
 * proxy a sign or terminate call returned) without a round trip.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [result, setResult] = useState<{ key: string; load: Load<T> }>({
    key,
    load: { state: 'loading' },
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ key, load: { state: 'loading' } });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, load: { state: 'loaded', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, load: { state: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the key says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((data: T) => setResult({ key, load: { state: 'loaded', data } }), [key]);
  const current: Load<T> = result.key === key ? result.load : { state: 'loading' };
  return { ...current, reload, set };
}

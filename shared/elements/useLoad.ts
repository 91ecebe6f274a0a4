import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'error'; error: unknown };

/**
 * How every element loads what it shows: once per key (the profile in force and what is
 * asked for); a newer load wins and an older one is aborted; a null key waits (the API is
 * not ready yet: the runtime settings have not arrived). `reload` fetches again showing
 * the loading state (a retry button); `refresh` fetches again keeping what is shown until
 * the answer arrives (after a save or a version conflict); `set` puts a fresher answer in
 * place (what a save returned) without a round trip. The error is the thrown value, for the area's
 * `problemMessage`.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [result, setResult] = useState<{ key: string | null; load: Load<T> }>({
    key,
    load: { state: 'loading' },
  });
  const [round, setRound] = useState(0);
  const quiet = useRef(false);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    if (!quiet.current) setResult({ key, load: { state: 'loading' } });
    quiet.current = false;
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
  const refresh = useCallback(() => {
    quiet.current = true;
    setRound((n) => n + 1);
  }, []);
  const set = useCallback((data: T) => setResult({ key, load: { state: 'loaded', data } }), [key]);
  const current: Load<T> = key !== null && result.key === key ? result.load : { state: 'loading' };
  return { ...current, reload, refresh, set };
}

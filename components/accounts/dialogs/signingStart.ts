import { useRef } from 'react';

/**
 * The Idempotency-Key of a money call, kept while the member retries the same submission
 * (the same body: a network failure, a second press) and new for another one. `fresh()`
 * is for a new attempt after the first has ended (a signing retry starts a new order).
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    for(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    fresh(body: unknown): string {
      last.current = { body: JSON.stringify(body), key: crypto.randomUUID() };
      return last.current.key;
    },
  };
}

/**
 * The signing view's `start`: the order the form's submit already started, once; a retry
 * (after a failed, expired or cancelled order) starts a new one.
 */
export function firstThen<T>(first: T, again: () => Promise<T>): () => Promise<T> {
  let unused = true;
  return () => {
    if (unused) {
      unused = false;
      return Promise.resolve(first);
    }
    return again();
  };
}

/**
 * A signed form's submit: starts the order with the submission's Idempotency-Key and hands
 * the signing view its `start` (that order once, then a new one with a fresh key).
 */
export function useSignedSubmit<R, S>(
  start: (request: R, idempotencyKey: string) => Promise<S>,
  onStarted: (request: R, start: () => Promise<S>) => void,
): (request: R) => Promise<void> {
  const key = useIdempotencyKey();
  return async (request) => {
    const started = await start(request, key.for(request));
    onStarted(
      request,
      firstThen(started, () => start(request, key.fresh(request))),
    );
  };
}

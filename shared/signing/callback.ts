import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/apiError.ts';
import { signSessionParam, type SignOrder } from '../contracts/signing.ts';
import { pollSignOrder } from './api.ts';

/**
 * What an area's `.../slutfor` callback route does after a broker's redirect:
 * - home: the query lacks the identification session value, go to the area's home (spec:
 *   accounts callbacks fall back to the home page);
 * - notFound: no such order of the member's (InvalidSignSession);
 * - done: the order, complete (the server ran the area's action exactly once, however
 *   often the callback is opened), failed or cancelled.
 */
export type SigningCallbackOutcome =
  { kind: 'home'; path: string } | { kind: 'notFound' } | { kind: 'done'; order: SignOrder };

/** The session value (the orderRef) in a callback's query, or null. */
export function signSessionFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(signSessionParam)?.trim();
  return value ? value : null;
}

/**
 * Completes a redirect flow: reads the session value from `search` and polls the order
 * (which completes it on the server) until it is no longer pending, or falls back to
 * `home`. Polls every `intervalMs` (2 s), at most `maxPolls` times.
 */
export async function completeSigningCallback(
  api: ApiClient,
  search: string,
  options: { home: string; intervalMs?: number; maxPolls?: number; signal?: AbortSignal },
): Promise<SigningCallbackOutcome> {
  const orderRef = signSessionFrom(search);
  if (!orderRef) return { kind: 'home', path: options.home };
  const maxPolls = options.maxPolls ?? 90;
  for (let poll = 1; ; poll++) {
    let order: SignOrder;
    try {
      order = await pollSignOrder(api, orderRef, options.signal);
    } catch (error) {
      if (isApiError(error, 'InvalidSignSession')) return { kind: 'notFound' };
      throw error;
    }
    if (order.status !== 'pending' || poll >= maxPolls) return { kind: 'done', order };
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 2000));
  }
}

import { describe, expect, it, vi } from 'vitest';
import { testApiClient } from '../testing/apiClient.ts';
import { postUsageEvent, trackUsageEvent } from './postUsageEvent.ts';
import { log } from '@portal/bridge';

function setup(answer: () => Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = testApiClient({ fetch });
  return { client, fetch };
}

describe('usage events', () => {
  it('posts the event without a payload', async () => {
    const { client, fetch } = setup(async () => new Response(null, { status: 204 }));
    await postUsageEvent(client, 'openLink');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://portal.example/api/v1/production/customevents/openLink');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeNull();
  });

  it('tracking swallows failures: no rejection reaches the caller', async () => {
    // The dropped post is a debug line of the page's logger (shared/bridge/log.ts).
    const debug = vi.spyOn(log, 'debug').mockImplementation(() => {});
    const { client, fetch } = setup(async () => {
      throw new TypeError('offline');
    });
    expect(trackUsageEvent(client, 'openProduction')).toBeUndefined();
    await vi.waitFor(() => expect(debug).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledOnce();
    debug.mockRestore();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, isApiError } from './apiError.ts';
import { createAreaClient } from './areaClient.ts';
import { earlyAnswerMs } from './client.ts';
import { testApiClient } from '../testing/apiClient.ts';
import { getCurrentProfile } from './getCurrentProfile.ts';
import { getFeatureManagement } from './getFeatureManagement.ts';
import { getMyProfile } from './getMyProfile.ts';

function json(body: unknown, status = 200, type = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

function setup(
  answer: Response,
  proxyUserId: string | null = '1002',
  token: string | null = 'tok',
) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer);
  const client = testApiClient({
    getAccessToken: async () => token,
    getProxyUserId: () => proxyUserId,
    fetch,
  });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0]!;
    return { url: String(url), init: init!, headers: new Headers(init!.headers) };
  };
  return { client, sent };
}

const flags = {
  featureFlags: [{ name: 'RoleManagement', isEnabled: true, useEpiserverRouteAsFallback: false }],
};

describe('api client', () => {
  it('sends the bearer token, the proxy header, credentials and no-cache', async () => {
    const { client, sent } = setup(json(flags));
    expect(await getFeatureManagement(client)).toEqual(flags);
    const { url, init, headers } = sent();
    expect(url).toBe('https://portal.example/api/v1/featureManagement/');
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-user-id')).toBe('1002');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(init.credentials).toBe('include');
  });

  it('never sends the proxy header for the own profile', async () => {
    const { client, sent } = setup(json({}, 200));
    await getMyProfile(client).catch(() => undefined);
    expect(sent().url).toBe('https://portal.example/api/v2/memberProfiles/me');
    expect(sent().headers.has('x-user-id')).toBe(false);
  });

  it('sends the proxy header for the current profile and leaves out a missing token', async () => {
    const { client, sent } = setup(json({}, 200), '1002', null);
    await getCurrentProfile(client).catch(() => undefined);
    expect(sent().headers.get('x-user-id')).toBe('1002');
    expect(sent().headers.has('authorization')).toBe(false);
  });

  it('turns problem+json into a typed ApiError', async () => {
    const problem = { type: 'impersonatedSessionExpired', title: 'Expired', status: 401 };
    const { client } = setup(json(problem, 401, 'application/problem+json'));
    const error = await getMyProfile(client).catch((e: unknown) => e);
    expect(isApiError(error, 'impersonatedSessionExpired')).toBe(true);
    expect(error).toMatchObject({ status: 401, type: 'impersonatedSessionExpired', problem });
  });

  it('names an error without a problem body by its status', async () => {
    const { client } = setup(new Response('oops', { status: 503 }));
    await expect(getMyProfile(client)).rejects.toMatchObject({ status: 503, type: 'internal' });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { client } = setup(json({ featureFlags: 'no' }));
    const error = await getFeatureManagement(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'invalidResponse' });
  });

  it('reports a network failure as type network', async () => {
    const client = testApiClient({
      baseUrl: '/',
      getAccessToken: async () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.request('api/x', z.unknown())).rejects.toMatchObject({
      status: 0,
      type: 'network',
    });
  });
});

describe('answers asked ahead (prefetch)', () => {
  const schema = z.object({ n: z.number() });
  function counting(proxy: { id: string | null }) {
    let n = 0;
    const fetch = vi.fn(async () => json({ n: ++n }));
    const client = testApiClient({ getProxyUserId: () => proxy.id, fetch });
    return { client, fetch };
  }

  it('gives the first request of the same path the answer asked ahead, once', async () => {
    const { client, fetch } = counting({ id: null });
    client.prefetch!('api/v1/pages/320?includeChildren=false&includeContent=true');
    const first = await client.request(
      'api/v1/pages/320?includeChildren=false&includeContent=true',
      schema,
    );
    expect(first).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next request asks again.
    await client.request('api/v1/pages/320?includeChildren=false&includeContent=true', schema);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not given to another path, another proxy, or a request that is not a plain GET', async () => {
    const proxy = { id: null as string | null };
    const { client, fetch } = counting(proxy);
    client.prefetch!('api/v1/a');
    await client.request('api/v1/b', schema);
    expect(fetch).toHaveBeenCalledTimes(2);
    proxy.id = '1002';
    await client.request('api/v1/a', schema);
    expect(fetch).toHaveBeenCalledTimes(3);
    proxy.id = null;
    client.prefetch!('api/v1/c');
    await client.request('api/v1/c', schema, { method: 'POST', body: {} });
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('is thrown away when its caller comes too late', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { client, fetch } = counting({ id: null });
      client.prefetch!('api/v1/a');
      vi.setSystemTime(Date.now() + earlyAnswerMs + 1);
      expect(await client.request('api/v1/a', schema)).toEqual({ n: 2 });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("hands its failure to its caller as the caller's own", async () => {
    const fetch = vi.fn(async () =>
      json({ type: 'forbidden', status: 403 }, 403, 'application/problem+json'),
    );
    const client = testApiClient({ fetch });
    client.prefetch!('api/v1/a');
    await expect(client.request('api/v1/a', schema)).rejects.toMatchObject({ status: 403 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("an element's client takes what the host asked ahead, through the page's one store", async () => {
    const early = new Map();
    let n = 0;
    const fetch = vi.fn(async () => json({ n: ++n }));
    const host = testApiClient({ fetch, early });
    const element = createAreaClient(testApiClient({ fetch, early }), {
      list: {
        method: 'GET',
        path: '/api/v1/things',
        summary: 'Things.',
        response: schema,
        access: 'member',
        roles: null,
        proxy: 'allowed',
        impersonation: true,
      },
    });
    // The host asks 'api/v1/…' paths, a route table '/api/v1/…': one call.
    host.prefetch!('/api/v1/things');
    expect(await element.list({})).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(early.size).toBe(0);
  });
});

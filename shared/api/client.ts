import type { z } from 'zod/mini';
import { ApiError, apiErrorFromResponse } from './apiError.ts';

/** What the client needs from the page: where the API is and who calls it. */
export interface ApiClientDeps {
  /** runtime settings `apiBaseUrl`; operation paths ('api/v2/...') resolve against it. */
  baseUrl: string;
  getAccessToken(): Promise<string | null>;
  /** The proxy user id in use (session storage), or null. */
  getProxyUserId(): string | null;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Extra headers of this call (If-Match, Idempotency-Key). */
  headers?: Record<string, string>;
  /** Send X-User-Id of the proxy in use (default true; false for the own-profile call). */
  asProxy?: boolean;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.infer<S>>;
  /** The raw answer of a call (downloads): same headers, ApiError when not 2xx. */
  fetchRaw(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * Asks a GET now, ahead of the code that will read it: that code's first `request` of the
   * same path for the same proxy, within `earlyAnswerMs`, gets this answer instead of asking
   * again. For calls whose need is known before their caller runs (the host page's page).
   */
  prefetch?(path: string): void;
}

/** How long an answer asked ahead waits for its caller before it is thrown away. */
export const earlyAnswerMs = 15_000;

export const proxyHeader = 'X-User-Id';

function resolveUrl(baseUrl: string, path: string): string {
  const base = new URL(baseUrl, globalThis.location?.href ?? 'http://localhost/');
  return new URL(path.replace(/^\//, ''), base).toString();
}

/**
 * The member API client (platform §7): bearer token, X-User-Id with a proxy (except where
 * the operation says not), credentials included, never cached; answers parsed with the
 * operation's zod schema; problem+json turned into ApiError.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  /** Sends one call with the portal's headers; throws ApiError for network and HTTP errors. */
  async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
    const headers = new Headers({
      ...options.headers,
      Accept: accept,
      'Cache-Control': 'no-cache',
    });
    const token = await deps.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const proxyUserId = options.asProxy === false ? null : deps.getProxyUserId();
    if (proxyUserId) headers.set(proxyHeader, proxyUserId);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');

    let response: Response;
    try {
      response = await doFetch(resolveUrl(deps.baseUrl, path), {
        method: options.method ?? 'GET',
        headers,
        credentials: 'include',
        cache: 'no-store',
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: options.signal ?? null,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, 'network', null, { cause });
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  }

  const early = new Map<string, { at: number; response: Promise<Response> }>();
  const earlyKey = (path: string, options: RequestOptions) =>
    `${options.asProxy === false ? '' : (deps.getProxyUserId() ?? '')} ${path}`;
  /** The answer asked ahead for this call, once, if it is recent and the call a plain GET. */
  function takeEarly(path: string, options: RequestOptions): Promise<Response> | undefined {
    if ((options.method ?? 'GET') !== 'GET' || options.headers) return undefined;
    const key = earlyKey(path, options);
    const answer = early.get(key);
    early.delete(key);
    return answer && Date.now() - answer.at < earlyAnswerMs ? answer.response : undefined;
  }

  return {
    fetchRaw: (path, options = {}) => send(path, options, '*/*'),
    prefetch(path) {
      const response = send(path, {}, 'application/json');
      // Its caller sees a failure; until then it must not count as unhandled.
      response.catch(() => undefined);
      early.set(earlyKey(path, {}), { at: Date.now(), response });
    },
    async request(path, schema, options = {}) {
      const response = await (takeEarly(path, options) ?? send(path, options, 'application/json'));

      let body: unknown;
      try {
        body = response.status === 204 ? undefined : await response.json();
      } catch (cause) {
        throw new ApiError(response.status, 'invalidResponse', null, { cause });
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new ApiError(response.status, 'invalidResponse', null, { cause: parsed.error });
      }
      return parsed.data;
    },
  };
}

import {
  fillPath,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteResponse,
  type RouteSpec,
  type RouteTable,
} from '../contracts/routes.ts';
import type { ApiClient, RequestOptions } from './client.ts';

type Present<K extends string, V> = undefined extends V ? { [P in K]?: V } : { [P in K]: V };

/** What one call takes: the parts its route declares, plus the call's own options. */
export type CallInput<R extends RouteSpec> = Present<'params', RouteParamsInput<R>> &
  Present<'query', RouteQueryInput<R>> &
  Present<'body', RouteBodyInput<R>> & {
    signal?: AbortSignal;
    /** If-Match and the like. */
    headers?: Record<string, string>;
    /** Required by money and signing calls: reuse it when the member retries the same action. */
    idempotencyKey?: string;
  };

export type AreaCall<R extends RouteSpec> = (input: CallInput<R>) => Promise<RouteResponse<R>>;

/** An area's API for elements: one typed function per route of its table. */
export type AreaClient<T extends RouteTable> = { [K in keyof T]: AreaCall<T[K]> } & {
  /** The raw answer of a route (files, or when its headers matter: ETag). */
  raw<K extends keyof T>(name: K, input: CallInput<T[K]>): Promise<Response>;
};

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Builds an area's client from its route table: the path filled from `params`, the query,
 * the body, X-User-Id by the route's proxy rule, an Idempotency-Key where the route requires
 * one, and the answer parsed with the route's response schema (ApiError otherwise).
 */
export function createAreaClient<T extends RouteTable>(api: ApiClient, table: T): AreaClient<T> {
  const options = (spec: RouteSpec, input: CallInput<RouteSpec>): [string, RequestOptions] => {
    const path =
      fillPath(spec.path, input.params as Record<string, unknown> | undefined) +
      queryString(input.query);
    const headers: Record<string, string> = { ...input.headers };
    if (spec.idempotency === 'required') {
      headers['Idempotency-Key'] = input.idempotencyKey ?? crypto.randomUUID();
    }
    return [
      path,
      {
        method: spec.method,
        asProxy: spec.proxy !== 'ignored',
        headers,
        ...(spec.body ? { body: input.body ?? {} } : spec.method === 'GET' ? {} : { body: {} }),
        ...(input.signal ? { signal: input.signal } : {}),
      },
    ];
  };

  const client: Record<string, unknown> = {
    raw: (name: keyof T, input: CallInput<RouteSpec>) =>
      api.fetchRaw(...options(table[name]!, input)),
  };
  for (const [name, spec] of Object.entries(table)) {
    client[name] = (input: CallInput<RouteSpec>) => {
      const [path, requestOptions] = options(spec, input);
      if (!spec.response) return api.fetchRaw(path, requestOptions).then(() => undefined);
      return api.request(path, spec.response, requestOptions);
    };
  }
  return client as AreaClient<T>;
}

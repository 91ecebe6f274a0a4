import { z } from 'zod/mini';
import type { Requirement, RoleRequirement } from '../access/requirements.ts';
import type { FeatureFlagName } from './featureFlags.ts';
import type { ProblemCatalogue } from './problem.ts';

/**
 * An area's route table: every call of the member API written once, read by three parts:
 * the server registers the area from it (server/kit/registerRoutes.ts: token, flags, roles, proxy,
 * impersonation, parsing, idempotency, answer check, no-store), the element's API client is
 * built from it (shared/api/areaClient.ts), and `npm run openapi` writes docs/openapi.json.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodMiniType;

export interface RouteSpec {
  method: HttpMethod;
  /** OpenAPI style: '/api/v1/proxies/{proxyId}'. */
  path: string;
  /** One line for the OpenAPI document, in English (developers read it). */
  summary: string;
  /**
   * Path parameters; a value the schema refuses answers 400 with the parameter's message, a
   * row's id (`uuidParam`) that is no UUID the area's not-found problem.
   */
  params?: Schema;
  query?: Schema;
  /** The request body; the same schema the form checks. */
  body?: Schema;
  /** The JSON answer; omitted for 204 and for files (`file`). */
  response?: Schema;
  /** Success status (default 200). A handler may still answer 202 while work is pending. */
  status?: 200 | 201 | 202 | 204;
  /** The answer is a file the handler sends itself (PDF, image). */
  file?: true;
  /**
   * Who may call: 'member' needs a verified token; 'anonymous' needs none (a token, when
   * sent, still names the caller).
   */
  access: 'member' | 'anonymous';
  /** Roles the caller's effective profile must meet; null when any member may call. */
  roles: RoleRequirement | null;
  /**
   * The feature flags that must be on (platform §3 and each area's flag line), in the role
   * requirements' kinds over the names of the flags that are on. While they are not, every
   * caller gets 403 featureOff: an area switched off is off for its API too, not only hidden.
   */
  flags?: Requirement<FeatureFlagName>;
  /**
   * A proxy (X-User-Id): 'allowed' acts for the giver with the proxy's roles; 'refused'
   * answers 403 proxyNotAllowed; 'ignored' always acts as the signed-in member (own profile).
   */
  proxy: 'allowed' | 'refused' | 'ignored';
  /** May staff call it while impersonating a member? (Signing and money: never.) */
  impersonation: boolean;
  /** Money and signing calls require an Idempotency-Key: same key, same answer, one effect. */
  idempotency?: 'required';
  /** Problem types of the area this call may answer (documentation and the message test). */
  problems?: readonly string[];
  /**
   * The area routes (manifest route ids) whose screen makes this call first, as it opens: the
   * host page names it, so the browser asks it beside the member's profile instead of after
   * it (server/hostpage/pageHint.ts). A GET without path parameters or query, never 'ignored'
   * for proxies (the same call the element makes; checked by pageHint.test.ts). The id
   * `startPage` (startPageHint in shared/contracts/hostPage.ts) is the signed-in start page,
   * for an element an editor puts there whose screen there makes this call.
   */
  firstOn?: readonly string[];
}

export type RouteTable = Record<string, RouteSpec>;

/**
 * The two shapes most calls take, spread into a route: a member's read (their proxy with the
 * roles, and staff impersonating, may read too), and a money or signing write (the write
 * roles, an Idempotency-Key, never staff: §6 "impersonated members ... never sign").
 */
export const memberRead = <const R extends RoleRequirement>(roles: R) =>
  ({ method: 'GET', access: 'member', roles, proxy: 'allowed', impersonation: true }) as const;
export const signedWrite = <const R extends RoleRequirement>(roles: R) =>
  ({
    method: 'POST',
    access: 'member',
    roles,
    proxy: 'allowed',
    impersonation: false,
    idempotency: 'required',
  }) as const;

/** The answer to a `uuidParam` that is no UUID: a problem type of the area's catalogue. */
export interface IdNotFound {
  /** The area's catalogue; undefined: the platform's (notFound). */
  catalogue: ProblemCatalogue | undefined;
  type: string;
}

const idNotFound = new WeakMap<Schema, IdNotFound>();

/**
 * A path parameter that names a row by its id, a UUID. Other text names no row either, so
 * the kit answers it before the handler runs the way the area answers an id it does not find:
 * `type` of the area's `catalogue` (DeliveryNotFound …), or the platform's notFound when none
 * is given. Handlers get only UUIDs and never check them by hand. The server checks the form
 * (server/kit/parseInput.ts parseParams) and the OpenAPI document gives its pattern; the
 * browser, which only fills paths, carries no pattern.
 */
export function uuidParam(): z.ZodMiniString;
export function uuidParam<C extends ProblemCatalogue>(
  catalogue: C,
  type: keyof C & string,
): z.ZodMiniString;
export function uuidParam(catalogue?: ProblemCatalogue, type = 'notFound'): z.ZodMiniString {
  const schema = z.string();
  idNotFound.set(schema, { catalogue, type });
  return schema;
}

/** What a path parameter's schema answers when it is no UUID; undefined unless a uuidParam. */
export const idNotFoundOf = (schema: unknown): IdNotFound | undefined =>
  idNotFound.get(schema as Schema);

/** Keeps the literal types of a table (paths, schemas) while checking its shape. */
export function defineRoutes<const T extends RouteTable>(table: T): T {
  return table;
}

type Infer<S> = S extends Schema ? z.infer<S> : undefined;
type Input<S> = S extends Schema ? z.input<S> : undefined;

export type RouteParams<R extends RouteSpec> = Infer<R['params']>;
export type RouteQuery<R extends RouteSpec> = Infer<R['query']>;
export type RouteBody<R extends RouteSpec> = Infer<R['body']>;
export type RouteResponse<R extends RouteSpec> = R['response'] extends Schema
  ? z.infer<R['response']>
  : undefined;
export type RouteResponseInput<R extends RouteSpec> = R['response'] extends Schema
  ? z.input<R['response']>
  : undefined;
export type RouteParamsInput<R extends RouteSpec> = Input<R['params']>;
export type RouteQueryInput<R extends RouteSpec> = Input<R['query']>;
export type RouteBodyInput<R extends RouteSpec> = Input<R['body']>;

/** '/api/v1/proxies/{proxyId}' -> ['proxyId']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!);
}

/** Fills a path's {name} placeholders, each value URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

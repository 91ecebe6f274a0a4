import type { z } from 'zod/mini';
import { fieldErrorsFromIssues, swedishIssueMessage } from '../contracts/fieldErrors.ts';
import {
  platformProblems,
  problemContentType,
  problemTitle,
  type Problem,
  type ProblemCatalogue,
} from '../contracts/problem.ts';
import {
  pathParameterNames,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponseInput,
  type RouteSpec,
  type RouteTable,
} from '../contracts/routes.ts';

/**
 * The member API of element tests, made from the area's route table(s): a call is matched
 * by method and path pattern, its path parameters, query and body parsed with the route's
 * schemas (a broken one answers 400 `validation` as the kit does), and a handler's answer is
 * checked against the route's response schema, so a fake cannot answer what the real API
 * never does. Handlers are keyed by the route's name; a call no route or handler answers, or
 * an answer the schema refuses, fails the test (the call rejects, and `restore` throws).
 */

/** One call as the element made it (recorded whether it was answered or not). */
export interface FakeCall {
  /** The route's name in its table; '' when no route matched. */
  route: string;
  method: string;
  /** The path without the query. */
  path: string;
  /** '?a=1' or ''. */
  search: string;
  /** Path and query, as the element asked it. */
  url: string;
  /** The path parameters as sent (the route's names); empty while no route matched. */
  params: Record<string, string>;
  /** The JSON body as sent; undefined without one. */
  body: unknown;
  headers: Headers;
  idempotencyKey: string | null;
  ifMatch: string | null;
  /** X-User-Id: the proxy giver the call acts for. */
  userId: string | null;
  /** The call's abort signal (the fake answers regardless, as a slow server would). */
  signal: AbortSignal | null;
}

/** What a handler gets: the inputs parsed by the route's schemas, and the call itself. */
export interface FakeRequest<R extends RouteSpec> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  call: FakeCall;
}

/** An answer other than the route's plain success: another status, headers, a file. */
export class FakeReply {
  constructor(
    readonly body: unknown,
    readonly status: number | undefined,
    readonly headers: Record<string, string>,
  ) {}
}

/** A refusal by its problem type; its status and title come from the catalogues. */
export class FakeProblem {
  constructor(
    readonly type: string,
    readonly errors: Record<string, string> | undefined,
  ) {}
}

/** The call fails as a lost connection does (fetch rejects). */
class FakeNetworkError {
  // A member of its own, so that no plain answer passes for it.
  readonly connectionLost = true;
}
const lostConnection = new TypeError('Failed to fetch');

/** Another status (202 while pending) or headers (ETag); a file's body (string or Blob). */
export const reply = (
  body: unknown,
  options: { status?: number; headers?: Record<string, string> } = {},
) => new FakeReply(body, options.status, options.headers ?? {});

/** A refusal as the server sends it: problem+json of that type (area or platform code). */
export const problem = (type: string, errors?: Record<string, string>) =>
  new FakeProblem(type, errors);

/**
 * The input parsed as the kit parses it (server/kit/parseInput.ts); a broken rule throws the
 * 400 `validation` problem with each field's Swedish message. For a rule of the handler's own
 * (a schema made for the day or the caller), as the server's handler parses again.
 */
export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: swedishIssueMessage });
  if (!result.success) throw problem('validation', fieldErrorsFromIssues(result.error.issues));
  return result.data;
}

/** No answer at all: the connection is lost. */
export const networkError = () => new FakeNetworkError();

/**
 * What a handler may answer (or throw, for a reply or a problem): the route's response
 * (checked), a reply, a problem, a network error, or a Response sent unchecked (only for a
 * test of what the element does with a broken answer).
 */
export type FakeResult<R extends RouteSpec> =
  | (R extends { response: z.ZodMiniType } ? RouteResponseInput<R> : void)
  | FakeReply
  | FakeProblem
  | FakeNetworkError
  | Response;

export type FakeHandler<R extends RouteSpec> = (
  request: FakeRequest<R>,
) => FakeResult<R> | Promise<FakeResult<R>>;

export type FakeHandlers<T extends RouteTable> = { [K in keyof T]?: FakeHandler<T[K]> };

/** A call's answer given by the test: a handler, or its result as is. */
type Override<R extends RouteSpec> = FakeHandler<R> | FakeResult<R>;

export interface FakeApi<T extends RouteTable> {
  /** Every call, in order. */
  readonly calls: FakeCall[];
  /** The calls of one route. */
  callsOf(route: keyof T & string): FakeCall[];
  /** The next call of the route is answered so instead (a handler or a result). */
  answerNext<K extends keyof T & string>(route: K, answer: Override<T[K]>): void;
  /** Every later call of the route is answered so (null: by its handler again). */
  answer<K extends keyof T & string>(route: K, answer: Override<T[K]> | null): void;
  /** The next call of the route is refused with this problem type. */
  failNext(route: keyof T & string, type: string, errors?: Record<string, string>): void;
  /** The next call of the route waits until the returned function is called. */
  holdNext(route: keyof T & string): () => void;
  /** Puts the page's fetch back; throws if a call could not be answered or broke the contract. */
  restore(): void;
}

export interface FakeApiOptions {
  /** The area's problem catalogue(s); the platform's codes are always known. */
  problems?: ProblemCatalogue | readonly ProblemCatalogue[];
}

interface CompiledRoute {
  name: string;
  spec: RouteSpec;
  pattern: RegExp;
  names: string[];
}

function compile(table: RouteTable): CompiledRoute[] {
  const routes = Object.entries(table).map(([name, spec]) => {
    const source = spec.path
      .split(/\{[A-Za-z0-9_]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('([^/]+)');
    return { name, spec, pattern: new RegExp(`^${source}$`), names: pathParameterNames(spec.path) };
  });
  // A fixed segment wins over a parameter, as in the server's router (…/transactions before …/{id}).
  return routes.sort((a, b) => a.names.length - b.names.length);
}

/** The query as the server reads it: one string per key, an array when repeated. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

function json(body: unknown, status: number, type = 'application/json'): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

const wait = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

/**
 * Installs the fake as the page's fetch until `restore()` (element tests' mount helper,
 * shared/testing/element.ts, restores it after each test).
 */
export function installFakeApi<T extends RouteTable>(
  table: T,
  handlers: FakeHandlers<T>,
  options: FakeApiOptions = {},
): FakeApi<T> {
  const routes = compile(table);
  const catalogues: ProblemCatalogue[] = [platformProblems, ...[options.problems ?? []].flat()];
  const calls: FakeCall[] = [];
  const failures: string[] = [];
  const once = new Map<string, Override<RouteSpec>[]>();
  const always = new Map<string, Override<RouteSpec>>();
  const holds = new Map<string, Promise<void>[]>();
  const original = window.fetch;

  const fail = (message: string): never => {
    throw new Error(`Fake API: ${message}`);
  };

  const problemAnswer = (refusal: FakeProblem): Response => {
    const definition = catalogues.find((c) => Object.hasOwn(c, refusal.type))?.[refusal.type];
    if (!definition) return fail(`no catalogue declares the problem type ${refusal.type}`);
    const body: Problem = {
      type: refusal.type,
      title: problemTitle(definition),
      status: definition.status,
      ...(refusal.errors ? { errors: refusal.errors } : {}),
    };
    return json(body, definition.status, problemContentType);
  };

  /** The inputs parsed as the kit parses them; a refusal as its 400 when they break a rule. */
  const parse = (spec: RouteSpec, params: unknown, query: unknown, body: unknown) => ({
    params: spec.params ? parseWith(spec.params, params) : undefined,
    query: spec.query ? parseWith(spec.query, query) : undefined,
    body: spec.body ? parseWith(spec.body, body ?? {}) : undefined,
  });

  const toResponse = (route: CompiledRoute, result: unknown): Response => {
    if (result instanceof Response) return result;
    if (result instanceof FakeNetworkError) throw lostConnection;
    if (result instanceof FakeProblem) return problemAnswer(result);
    const { spec, name } = route;
    const answer = result instanceof FakeReply ? result : new FakeReply(result, undefined, {});
    const status = answer.status ?? spec.status ?? 200;
    if (spec.file) {
      const body = answer.body as BodyInit | null | undefined;
      return new Response(body ?? null, { status, headers: answer.headers });
    }
    let sent: unknown = undefined;
    if (spec.response) {
      const checked = spec.response.safeParse(answer.body);
      if (!checked.success) {
        fail(`${name} answered what its response schema refuses: ${checked.error.message}`);
      } else sent = checked.data;
    } else if (answer.body !== undefined) {
      fail(`${name} declares no response, yet the fake answered one`);
    }
    return new Response(sent === undefined ? null : JSON.stringify(sent), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };

  const answer = async (input: RequestInfo | URL, init: RequestInit | undefined) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      route: '',
      method,
      path: url.pathname,
      search: url.search,
      url: url.pathname + url.search,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers,
      idempotencyKey: headers.get('idempotency-key'),
      ifMatch: headers.get('if-match'),
      userId: headers.get('x-user-id'),
      signal: init?.signal ?? null,
      params: {},
    };
    calls.push(call);
    let values: string[] = [];
    const route = routes.find((r) => {
      const match = r.spec.method === method && r.pattern.exec(url.pathname);
      if (match) values = match.slice(1).map(decodeURIComponent);
      return Boolean(match);
    });
    if (!route) return fail(`no route answers ${method} ${call.url}`);
    call.route = route.name;
    const params = Object.fromEntries(route.names.map((name, i) => [name, values[i]!]));
    call.params = params;

    const held = holds.get(route.name)?.shift();
    if (held) await held;
    const override = once.get(route.name)?.shift() ?? always.get(route.name);
    const handler = override ?? handlers[route.name];
    if (handler === undefined) return fail(`no handler for ${route.name} (${method} ${call.url})`);

    const { spec } = route;
    if (spec.proxy === 'refused' && call.userId) return problemAnswer(problem('proxyNotAllowed'));
    if (spec.idempotency === 'required' && !call.idempotencyKey) {
      return problemAnswer(problem('idempotencyKeyRequired'));
    }
    let result: unknown;
    try {
      const inputs = parse(spec, params, queryOf(url), call.body);
      result = typeof handler === 'function' ? await handler({ ...inputs, call }) : handler;
    } catch (thrown) {
      // A handler (or the parse) may throw its answer, as the server's handlers throw problems.
      if (!(thrown instanceof FakeProblem || thrown instanceof FakeReply)) throw thrown;
      result = thrown;
    }
    return toResponse(route, result);
  };

  window.fetch = async (input, init) => {
    // A file the page made itself (a download's blob) is no call of the API.
    if (String(input instanceof Request ? input.url : input).startsWith('blob:')) {
      return original(input, init);
    }
    try {
      return await answer(input, init);
    } catch (error) {
      // A lost connection is what the test asked for; anything else is a broken fake or call.
      if (error !== lostConnection) failures.push(String(error));
      throw error;
    }
  };

  return {
    calls,
    callsOf: (route) => calls.filter((call) => call.route === route),
    answerNext: (route, answer) => {
      once.set(route, [...(once.get(route) ?? []), answer]);
    },
    answer: (route, answer) => {
      if (answer === null) always.delete(route);
      else always.set(route, answer);
    },
    failNext(route, type, errors) {
      this.answerNext(route, problem(type, errors));
    },
    holdNext: (route) => {
      const { promise, release } = wait();
      holds.set(route, [...(holds.get(route) ?? []), promise]);
      return release;
    },
    restore: () => {
      window.fetch = original;
      if (failures.length > 0) {
        throw new Error(
          `The fake API was asked what the real API does not do:\n${failures.join('\n')}`,
        );
      }
    },
  };
}

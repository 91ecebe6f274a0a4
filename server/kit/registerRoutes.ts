import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forProduct, namesProduct } from '../../shared/access/productRoles.ts';
import { isRequirementMet } from '../../shared/access/requirements.ts';
import { areFlagsOn, type FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import type {
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponseInput,
  RouteSpec,
  RouteTable,
} from '../../shared/contracts/routes.ts';
import type { Caller, CallerExtras } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { forbidden, platformProblem, unauthorized } from './problem.ts';
import { once } from './idempotency.ts';
import { checkInput, parseInput, parseParams } from './parseInput.ts';

export interface HandlerContext<R extends RouteSpec> {
  /** Who calls; null only on anonymous routes called without a token. */
  caller: R['access'] extends 'member' ? Caller : Caller | null;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  /** For headers (ETag) or another status (202 while pending); the kit sends the body. */
  reply: FastifyReply;
}

/** A JSON route returns its answer (checked against `response`); a file route sends itself. */
export type RouteHandler<R extends RouteSpec> = (
  context: HandlerContext<R>,
) => Promise<R['file'] extends true ? FastifyReply : RouteResponseInput<R>>;

export type RouteHandlers<T extends RouteTable> = { [K in keyof T]: RouteHandler<T[K]> };

/**
 * The same handlers, each first running `check` (which throws a problem to refuse): an
 * area's guard that applies to every call, such as a feature flag or a generation switched off.
 */
export function guardHandlers<T extends RouteTable>(
  handlers: RouteHandlers<T>,
  check: (name: keyof T, params: Record<string, string | undefined>) => void | Promise<void>,
): RouteHandlers<T> {
  const guarded: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    guarded[name] = async (context: { params: Record<string, string | undefined> }) => {
      await check(name, context.params);
      return (handler as (c: typeof context) => unknown)(context);
    };
  }
  return guarded as RouteHandlers<T>;
}

/**
 * An answer the handler has checked against the table's response schema itself, a part at
 * a time, and sends as JSON text: a stream for a large answer (a dense map overlay) whose
 * check and serialisation in one go would hold the event loop for every other request, or
 * a string whose parts the handler checked and serialised once for many requests (the
 * profile's route tree, the same for every member with the same roles).
 * Only for calls without an Idempotency-Key (a stream cannot be stored for replay).
 */
export class CheckedAnswer {
  constructor(readonly json: Readable | string) {}
}

export interface RegisterOptions<T extends RouteTable = RouteTable> {
  /** The database of the Idempotency-Key records; required when a route needs a key. */
  db?: Db | undefined;
  /** What a route reads with the caller's row, in apiAuth's one query (caller.extras). */
  callerExtras?: { [K in keyof T]?: CallerExtras };
  /**
   * The feature flags of the moment (the content system's, read on every call so an editor's
   * switch takes effect at once); required when a route declares `flags`.
   */
  flags?: () => readonly FeatureFlag[];
  /**
   * The cooperative's slug, which puts the product into role names such as
   * Service_{product}El_Read (shared/access/productRoles.ts); required when a route's roles
   * name `{product}`.
   */
  productSlug?: string | undefined;
}

/** '/api/v1/proxies/{proxyId}' -> '/api/v1/proxies/:proxyId' (Fastify's form). */
export const fastifyPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

/**
 * Registers every route of an area's table with its handler. Before a handler runs, in
 * this order: the token (apiAuth resolved the caller), the route's feature flags (403
 * featureOff while off), proxy use, staff impersonation, the
 * role requirement against the effective roles, then path parameters, query and body parsed
 * with the table's schemas (400 with Swedish field messages). The answer is checked against
 * the response schema (a mismatch is a server bug: 500, the data never leaves), is never
 * cached unless the handler sets its own Cache-Control (a content page's §9 cache time: the
 * kit's no-store is set first, so the handler's header replaces it), and money and signing
 * calls run once per Idempotency-Key.
 */
export function registerRoutes<T extends RouteTable>(
  app: FastifyInstance,
  table: T,
  handlers: RouteHandlers<T>,
  options: RegisterOptions<T>,
): void {
  for (const name of Object.keys(table) as (keyof T & string)[]) {
    const spec = table[name]!;
    const { db } = options;
    if (spec.idempotency === 'required' && !db) {
      throw new Error(`${spec.method} ${spec.path} needs an Idempotency-Key store: pass db`);
    }
    const { flags } = options;
    if (spec.flags && !flags) {
      throw new Error(`${spec.method} ${spec.path} declares feature flags: pass flags`);
    }
    // Role names of the product are put in once, here: the check on every call compares
    // names exactly, as for every other role.
    const { productSlug } = options;
    let checked: RouteSpec = table[name]!;
    if (checked.roles && namesProduct(checked.roles)) {
      if (!productSlug) {
        throw new Error(`${spec.method} ${spec.path} names a product role: pass productSlug`);
      }
      checked = { ...checked, roles: forProduct(checked.roles, productSlug) };
    }
    const handler = handlers[name] as RouteHandler<RouteSpec>;
    app.route({
      method: spec.method,
      url: fastifyPath(spec.path),
      config: {
        anonymous: spec.access === 'anonymous',
        ownProfileOnly: spec.proxy === 'ignored',
        ...(options.callerExtras?.[name] ? { callerExtras: options.callerExtras[name] } : {}),
      },
      handler: async (request, reply) => {
        const caller = authorize(checked, request.caller, flags);
        // Every input, read by a schema or not (a file id, a body the route ignores).
        for (const input of [request.params, request.query, request.body]) checkInput(input);
        const context: HandlerContext<RouteSpec> = {
          caller: caller,
          params: spec.params ? parseParams(spec.params, request.params) : undefined,
          query: spec.query ? parseInput(spec.query, request.query ?? {}) : undefined,
          body: spec.body ? parseInput(spec.body, request.body ?? {}) : undefined,
          request,
          reply,
        };
        reply.header('Cache-Control', 'no-store').code(spec.status ?? 200);
        if (spec.file) return handler(context);

        if (spec.idempotency !== 'required') {
          const result: unknown = await handler(context);
          if (result instanceof CheckedAnswer) {
            return reply.type('application/json; charset=utf-8').send(result.json);
          }
          return reply.send(spec.response ? spec.response.parse(result) : undefined);
        }
        const run = async () => {
          const result: unknown = await handler(context);
          if (result instanceof CheckedAnswer) {
            throw new Error(`${spec.method} ${spec.path}: a streamed answer cannot be replayed`);
          }
          const body = spec.response ? spec.response.parse(result) : undefined;
          return { status: reply.statusCode, body };
        };
        const answer = await once(
          db!,
          {
            memberId: caller!.memberId,
            key: headerValue(request.headers['idempotency-key']),
            route: `${spec.method} ${request.url.split('?')[0]}`,
            body: request.body,
          },
          run,
        );
        if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
        return reply.code(answer.status).send(answer.body);
      },
    });
  }
}

/** The caller checks every route shares, in the order a member would want them explained. */
function authorize(
  spec: RouteSpec,
  caller: Caller | null,
  flags: RegisterOptions['flags'],
): Caller | null {
  if (!caller) {
    if (spec.access === 'member' || spec.roles) throw unauthorized();
    return null;
  }
  // Off for everyone alike, so before what depends on who calls.
  if (spec.flags && !areFlagsOn(spec.flags, flags!())) throw platformProblem('featureOff');
  if (caller.proxyId && spec.proxy === 'refused') throw platformProblem('proxyNotAllowed');
  if (caller.impersonationId && !spec.impersonation) {
    throw platformProblem('impersonationNotAllowed');
  }
  if (spec.roles && !isRequirementMet(spec.roles, caller.effectiveRoles)) throw forbidden();
  return caller;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

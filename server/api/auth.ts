import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Db } from '../db/client.ts';
import type { Notifications } from '../db/notifications.ts';
import { CallerCache, deepFreeze } from './callerCache.ts';
import { bearerToken } from '../http/secrets.ts';
import { impersonations, members, proxies } from '../db/schema.ts';
import { forbidden, unauthorized, platformProblem } from '../kit/problem.ts';
import { LruCache } from '../map/tiles/lru.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { isUuid } from '../../shared/validation/uuid.ts';

/** Who is calling: the signed-in member and, with a proxy, the member acted for. */
export interface Caller {
  /** The signed-in member (token `sub`). */
  memberId: string;
  customerNo: string;
  idp: string;
  /** Set when staff impersonate the member: the impersonations row id. */
  impersonationId: string | null;
  /** The staff user behind an impersonation (the token's `imp_by`): a draft preview is theirs. */
  impersonatedBy?: string;
  /** The member whose data the call is about: the proxy giver, or the caller. */
  effectiveMemberId: string;
  /** Roles for this call: the proxy's roles with a proxy, otherwise the member's own. */
  effectiveRoles: string[];
  /** The proxy in use (X-User-Id), or null. */
  proxyId: string | null;
  /** The signed-in member's row as this request read it, so no handler reads it again. */
  member?: CallerMember;
  /** The route's callerExtras, read in the same query as the member (see CallerExtras). */
  extras?: Record<string, unknown>;
}

/**
 * What a route reads about the signed-in member in the same query as the caller, so that
 * its answer needs no second round trip (the own profile: inspectors, received proxies).
 * `columns` gets the placeholder of the signed-in member's id; the handler finds the values
 * in caller.extras under the same names. Cached with the caller's row (CallerCache) only
 * when `dependsOn` is given; otherwise read on every call.
 */
export interface CallerExtras {
  /** Names the prepared statement: one name per set of columns. */
  name: string;
  columns: (memberId: Placeholder) => Record<string, SQL>;
  /**
   * The ids, besides the signed-in member's, whose member_cache notification must drop
   * the values (e.g. a proxy giver whose name is shown). Give it only when every table the
   * columns read notifies (migration 0024_member-cache-notify) with the signed-in member's
   * id or one of these ids.
   */
  dependsOn?: (values: Record<string, unknown>) => string[];
}

/** The signed-in member's columns read once per request (the own profile needs them all). */
export const callerMemberColumns = {
  id: members.id,
  customerNo: members.customerNo,
  name: members.name,
  email: members.email,
  // As JSON: the driver's JSON.parse reads the ~40 role names several times faster than
  // its text[] parser does.
  roles: sql<string[]>`array_to_json(${members.roles})`,
  lastModifiedEmailPhone: members.lastModifiedEmailPhone,
  isFscCertified: members.isFscCertified,
  isPefcCertified: members.isPefcCertified,
  isExplicitMember: members.isExplicitMember,
  isOrganizationUser: members.isOrganizationUser,
};

export interface CallerMember {
  id: string;
  customerNo: string;
  name: string;
  email: string | null;
  roles: string[];
  lastModifiedEmailPhone: Date | null;
  isFscCertified: boolean;
  isPefcCertified: boolean;
  isExplicitMember: boolean;
  isOrganizationUser: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Routes that never use X-User-Id (GET /api/v2/memberProfiles/me). */
    ownProfileOnly?: boolean;
    /** Routes anyone may call (public start page). */
    anonymous?: boolean;
    /** Read with the caller's row, in one query (see CallerExtras). */
    callerExtras?: CallerExtras;
  }
}

export interface ApiAuthOptions {
  db: Db;
  issuer: string;
  audience: string;
  /** Key source: the authority's JWKS URL, or the keys themselves (local provider). */
  keys: { jwksUrl: string } | { jwks: () => Promise<JSONWebKeySet> };
  /** The clock for proxy validity and impersonation expiry; tests pass a fixed instant. */
  now?: () => Date;
  /**
   * The database's member_cache notifications: with them, caller rows are cached per
   * process (CallerCache) while the listener is connected; without, read on every call.
   */
  notifications?: Notifications;
}

/** WWW-Authenticate of a 401 without a token, and with a token that is not accepted. */
export const bearerChallenge = 'Bearer';
export const invalidTokenChallenge = (description: string) =>
  `Bearer error="invalid_token", error_description="${description}"`;

/**
 * Verified tokens by their exact text, until their `exp`: a token's signature, issuer and
 * audience cannot change, so checking them once is enough. Bounded (least recently used
 * goes first); what can change (the member, an impersonation) is read or
 * taken from the CallerCache, which notifications keep current.
 */
export const verifiedTokenCacheSize = 10_000;
interface VerifiedToken {
  claims: JWTPayload;
  /** ms since the epoch: the token's exp. */
  expiresAt: number;
  bytes: number;
}

/**
 * Verifies the bearer JWT of every /api call (jose) and resolves the caller. X-User-Id is
 * honoured only when the caller holds an active, unexpired proxy from that member.
 */
export const apiAuth = fp<ApiAuthOptions>(async (app: FastifyInstance, options) => {
  const getKey = await keyResolver(options.keys);
  const verified = new LruCache<VerifiedToken>(verifiedTokenCacheSize);
  app.decorateRequest('caller', null);
  const cache = options.notifications ? new CallerCache() : null;
  if (cache && options.notifications) {
    const unfollow = cache.follow(options.notifications);
    app.addHook('onClose', async () => unfollow());
  }

  /** The caller's query, built and prepared once per set of extras (not per request). */
  const prepared = new Map<string, ReturnType<typeof prepareCaller>>();
  const prepareCaller = (extras: CallerExtras | undefined) =>
    options.db
      .select({
        member: callerMemberColumns,
        // ms since the epoch while the token's impersonation is not ended, else null: the
        // clock is compared per call, so the row may be cached.
        impersonationExpiresAt: sql<
          number | null
        >`(case when ${impersonations.endedAt} is null then extract(epoch from ${impersonations.expiresAt}) * 1000 end)::float8`,
        ...extras?.columns(sql.placeholder('sub')),
      })
      .from(members)
      .leftJoin(impersonations, eq(impersonations.id, sql.placeholder('imp')))
      .where(eq(members.id, sql.placeholder('sub')))
      .prepare(extras ? `api_caller_${extras.name}` : 'api_caller');
  const callerQuery = (extras: CallerExtras | undefined) => {
    const key = extras?.name ?? '';
    let query = prepared.get(key);
    if (!query) {
      query = prepareCaller(extras);
      prepared.set(key, query);
    }
    return query;
  };
  type CallerRow = Awaited<ReturnType<ReturnType<typeof prepareCaller>['execute']>>[number];

  /** The caller's row: from the cache when it may be, else read (and kept when it may be). */
  const callerRow = async (
    memberId: string,
    impersonationId: string | null,
    extras: CallerExtras | undefined,
  ): Promise<CallerRow | undefined> => {
    const cacheable = cache !== null && (!extras || extras.dependsOn !== undefined);
    const key = `${extras?.name ?? ''} ${memberId} ${impersonationId ?? ''}`;
    if (cacheable) {
      const known = cache.get(key) as CallerRow | undefined;
      if (known) return known;
    }
    const read = cache?.begin() ?? 0;
    const [row] = await callerQuery(extras).execute({
      sub: memberId,
      imp: impersonationId,
    });
    if (row && cacheable) {
      const { member: _member, impersonationExpiresAt: _imp, ...extraValues } = row;
      const dependsOn = [memberId, ...(extras?.dependsOn?.(extraValues) ?? [])];
      if (impersonationId) dependsOn.push(impersonationId);
      cache.set(key, read, deepFreeze(row), dependsOn);
    }
    return row;
  };

  /** The token's claims, verified now or earlier in its life; throws jose's error. */
  const claimsOf = async (token: string): Promise<JWTPayload> => {
    const known = verified.get(token);
    // Date.now, like jose: the token clock is real time even when tests fix `now`.
    if (known && known.expiresAt > Date.now()) return known.claims;
    const { payload } = await jwtVerify(token, getKey, {
      issuer: options.issuer,
      audience: options.audience,
    });
    // A token without exp is verified on every call rather than kept forever.
    if (typeof payload.exp === 'number') {
      verified.set(token, { claims: payload, expiresAt: payload.exp * 1000, bytes: 0 });
    }
    return payload;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (!token) {
      if (request.routeOptions.config.anonymous) return;
      // RFC 6750 §3: no token, no error code.
      reply.header('WWW-Authenticate', bearerChallenge);
      throw unauthorized();
    }
    // A token was sent but is expired, forged, for another audience or names no member.
    const invalidToken = (description: string) => {
      reply.header('WWW-Authenticate', invalidTokenChallenge(description));
      return unauthorized();
    };
    let claims;
    try {
      claims = await claimsOf(token);
    } catch (error) {
      throw invalidToken(
        (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
          ? 'The access token expired'
          : 'The access token is invalid',
      );
    }
    const memberId = typeof claims.sub === 'string' ? claims.sub : '';
    if (!isUuid(memberId)) throw invalidToken('The access token is invalid');
    const impersonationId = typeof claims.imp === 'string' ? claims.imp : null;
    const now = options.now?.() ?? new Date();
    // One prepared query: the member, whether the token's impersonation is still on (an id
    // that is no uuid matches nothing: ended), and what the route reads beside them.
    const extras = request.routeOptions.config.callerExtras;
    const row = await callerRow(
      memberId,
      impersonationId && isUuid(impersonationId) ? impersonationId : null,
      extras,
    );
    if (!row) throw invalidToken('The access token is invalid');
    const { member, impersonationExpiresAt, ...extraValues } = row;

    // An expired impersonation ends every call, the own-profile call first (platform §4).
    if (
      impersonationId &&
      (impersonationExpiresAt === null || impersonationExpiresAt <= now.getTime())
    ) {
      reply.header('WWW-Authenticate', invalidTokenChallenge('The impersonation has ended'));
      throw platformProblem('impersonatedSessionExpired');
    }

    const caller: Caller = {
      memberId,
      customerNo: member.customerNo,
      idp: typeof claims.idp === 'string' ? claims.idp : 'unknown',
      impersonationId,
      ...(impersonationId && typeof claims.imp_by === 'string'
        ? { impersonatedBy: claims.imp_by }
        : {}),
      effectiveMemberId: memberId,
      effectiveRoles: member.roles,
      proxyId: null,
      member,
      ...(extras ? { extras: extraValues } : {}),
    };
    const actingFor = request.headers['x-user-id'];
    if (
      typeof actingFor === 'string' &&
      actingFor !== '' &&
      !request.routeOptions.config.ownProfileOnly
    ) {
      const proxy = await activeProxy(options.db, actingFor, memberId, now);
      if (!proxy) throw platformProblem('proxyNotAllowed');
      caller.effectiveMemberId = actingFor;
      caller.effectiveRoles = proxy.roles;
      caller.proxyId = proxy.id;
    }
    request.caller = caller;
  });
});

async function keyResolver(keys: ApiAuthOptions['keys']): Promise<JWTVerifyGetKey> {
  if ('jwksUrl' in keys) return createRemoteJWKSet(new URL(keys.jwksUrl));
  // The local provider's keys come from the database; read them once per key rotation.
  let local = createLocalJWKSet(await keys.jwks());
  return async (header, token) => {
    try {
      return await local(header, token);
    } catch {
      local = createLocalJWKSet(await keys.jwks());
      return local(header, token);
    }
  };
}

/**
 * The active proxy the giver has given the receiver, if any. A proxy is valid through its
 * valid-to date in Sweden: at 00:30 Swedish time the day before is over, though UTC lags.
 */
export async function activeProxy(
  db: Db,
  giverMemberId: string,
  receiverMemberId: string,
  now: Date = new Date(),
) {
  if (!isUuid(giverMemberId)) return null;
  const rows = await db
    .select({ id: proxies.id, roles: proxies.roles, validTo: proxies.validTo })
    .from(proxies)
    .where(
      and(
        eq(proxies.giverMemberId, giverMemberId),
        eq(proxies.receiverMemberId, receiverMemberId),
        eq(proxies.status, 'active'),
      ),
    );
  const today = todayInSweden(now);
  return rows.find((row) => row.validTo === null || row.validTo >= today) ?? null;
}

/** The caller of a route that requires authentication (the hook has run). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** Throws 403 unless the effective roles include every one named. */
export function requireRoles(caller: Caller, ...roles: string[]): void {
  if (!roles.every((role) => caller.effectiveRoles.includes(role))) throw forbidden();
}

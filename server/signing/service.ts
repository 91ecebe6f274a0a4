import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { SignOrder } from '../../shared/contracts/signing.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { members } from '../db/schema.ts';
import { HttpProblem, problemOf } from '../kit/problem.ts';
import {
  AlreadyInProgress,
  ProviderUnavailable,
  type Collected,
  type SigningProvider,
} from './provider.ts';
import { createSignLinks } from './links.ts';
import { qrData, qrPath } from './qr.ts';
import { signOrders } from './schema.ts';

export type SignOrderRow = typeof signOrders.$inferSelect;
/** A transaction (or the database) to run an area's completion in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What an area does once a sign order of its kind is signed: runs inside the transaction that
 * marks the order complete, exactly once. What it answers is stored as the order's result
 * and given to every later poll. Throwing an HttpProblem refuses the action (the order fails
 * with hintCode completionRejected and the problem as its result); nothing it wrote stays.
 */
export type CompletionHandler = (tx: Tx, order: SignOrderRow) => Promise<Record<string, unknown>>;

export interface SignRequest {
  /** The kind registered by the area, e.g. 'proxy'. */
  kind: string;
  /** What is signed within the kind (e.g. the proxy id); one pending order per subject. */
  subjectId: string;
  /** The Swedish text the signer reads in the app. */
  userVisibleData: string;
  /** The data signed; its canonical JSON is hashed (SHA-256) into the order. */
  data: unknown;
}

export interface SigningServiceOptions {
  db: Db;
  provider: SigningProvider;
  /** The portal's public address: the links sent by e-mail or SMS point there (links.ts). */
  publicUrl?: string;
  /** Hours a link sent by e-mail or SMS lives (default 24). */
  linkTtlHours?: number;
  /** The whole order's lifetime (default 180 s). */
  orderTtlSeconds?: number;
  /**
   * Least time between two collects at the provider (default 0: every poll collects). With
   * BankID 1500 ms: the view polls every second for the animated QR code, and BankID is
   * asked about every 2 s however many polls (tabs, processes) there are.
   */
  collectIntervalMs?: number;
  clock?: () => Date;
}

/** JSON with object keys sorted at every level: the same data always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const sha256Hex = (data: unknown) =>
  createHash('sha256').update(canonicalJson(data)).digest('hex');

/** Staff impersonating a member may look, never sign: not start, confirm nor complete. */
export function assertMaySign(caller: Caller): void {
  if (caller.impersonationId) throw problemOf(signingProblems, 'signingImpersonationNotAllowed');
}

export type SigningService = ReturnType<typeof createSigningService>;
type Signed = Extract<Collected, { status: 'complete' }>['signed'];

/**
 * The one signing service (issue 9). An area registers a completion handler per kind and
 * starts orders from its own endpoint; the signing routes poll, cancel and (test signer)
 * confirm. The signer is always the signed-in person (caller.memberId) acting for
 * caller.effectiveMemberId; staff impersonating are refused (403).
 */
export function createSigningService(options: SigningServiceOptions) {
  const { db, provider } = options;
  const clock = options.clock ?? (() => new Date());
  const ttl = (options.orderTtlSeconds ?? 180) * 1000;
  const collectInterval = options.collectIntervalMs ?? 0;
  const handlers = new Map<string, CompletionHandler>();

  const reread = async (id: string) =>
    (await db.select().from(signOrders).where(eq(signOrders.id, id)))[0]!;
  /** Moves a pending order on; a no-op when another poll got there first. */
  const settle = async (row: SignOrderRow, set: Partial<SignOrderRow>) => {
    const [moved] = await db
      .update(signOrders)
      .set(set)
      .where(and(eq(signOrders.id, row.id), eq(signOrders.status, 'pending')))
      .returning();
    return moved ?? reread(row.id);
  };

  /** The caller's own order (signer and member acted for); 404 for anyone else's. */
  async function own(caller: Caller, orderRef: string): Promise<SignOrderRow> {
    const [row] = await db
      .select()
      .from(signOrders)
      .where(
        and(
          eq(signOrders.orderRef, orderRef),
          eq(signOrders.signerMemberId, caller.memberId),
          eq(signOrders.actingForMemberId, caller.effectiveMemberId),
        ),
      );
    if (!row) throw problemOf(signingProblems, 'InvalidSignSession');
    return row;
  }

  async function complete(
    row: SignOrderRow,
    completionData: Record<string, unknown> & { user: { personalNumber: string } },
    signed: Signed | undefined,
  ): Promise<SignOrderRow> {
    const handler = handlers.get(row.kind);
    if (!handler) throw new Error(`No completion handler for sign kind '${row.kind}'`);
    try {
      return await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(signOrders)
          .where(eq(signOrders.id, row.id))
          .for('update');
        // Another poll or callback completed (or ended) it: its answer stands.
        if (!locked || locked.status !== 'pending') return locked ?? row;
        // Checked, not trusted: the signer is the member's own person, and what was signed
        // is the text and the data hash this order sent.
        const refusal =
          completionData.user.personalNumber !== locked.signerPersonalNumber
            ? 'certificateErr'
            : signed !== undefined &&
                (signed?.userVisibleData !== locked.userVisibleData ||
                  signed?.userNonVisibleData !== locked.dataSha256)
              ? 'signatureMismatch'
              : null;
        if (refusal) {
          const [failed] = await tx
            .update(signOrders)
            .set({ status: 'failed', hintCode: refusal, completionData })
            .where(eq(signOrders.id, row.id))
            .returning();
          return failed!;
        }
        const result = await handler(tx, locked);
        const [done] = await tx
          .update(signOrders)
          .set({
            status: 'complete',
            hintCode: null,
            completedAt: clock(),
            completionData,
            result,
          })
          .where(and(eq(signOrders.id, row.id), eq(signOrders.status, 'pending')))
          .returning();
        return done!;
      });
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      // Signed, but the area refuses the action now (the subject changed meanwhile).
      return settle(row, {
        status: 'failed',
        hintCode: 'completionRejected',
        completionData,
        result: { type: error.type, title: error.title, status: error.status },
      });
    }
  }

  const service = {
    provider,

    /** An area's completion for its kind; one handler per kind. */
    register(kind: string, handler: CompletionHandler): void {
      if (handlers.has(kind)) throw new Error(`Sign kind '${kind}' is already registered`);
      handlers.set(kind, handler);
    },

    /**
     * Starts an order for the signed-in person. An earlier order of theirs for the same
     * subject that still waits is cancelled first (a retry, a second tab); one of someone
     * else's answers 409.
     */
    async start(
      caller: Caller,
      request: SignRequest,
      endUserIp: string,
      raced = false,
    ): Promise<SignOrderRow> {
      assertMaySign(caller);
      if (!handlers.has(request.kind)) throw new Error(`Unknown sign kind '${request.kind}'`);
      const [signer] = await db
        .select({ personalNumber: members.personalNumber })
        .from(members)
        .where(eq(members.id, caller.memberId));
      if (!signer?.personalNumber) throw problemOf(signingProblems, 'signerHasNoEid');

      const waiting = await db
        .select()
        .from(signOrders)
        .where(
          and(
            eq(signOrders.kind, request.kind),
            eq(signOrders.subjectId, request.subjectId),
            eq(signOrders.status, 'pending'),
          ),
        );
      for (const previous of waiting) {
        if (previous.signerMemberId !== caller.memberId)
          throw problemOf(signingProblems, 'signOrderInProgress');
        await provider.cancel(previous.orderRef).catch(() => undefined);
        await settle(previous, { status: 'cancelled', hintCode: 'cancelled' });
      }

      const dataSha256 = sha256Hex(request.data);
      let started;
      try {
        started = await provider.start({
          personalNumber: signer.personalNumber,
          userVisibleData: request.userVisibleData,
          userNonVisibleData: dataSha256,
          endUserIp,
        });
      } catch (error) {
        if (error instanceof AlreadyInProgress)
          throw problemOf(signingProblems, 'signOrderInProgress');
        if (error instanceof ProviderUnavailable)
          throw problemOf(signingProblems, 'signingUnavailable');
        throw error;
      }
      const now = clock();
      try {
        const [row] = await db
          .insert(signOrders)
          .values({
            orderRef: started.orderRef,
            provider: provider.name,
            kind: request.kind,
            subjectId: request.subjectId,
            signerMemberId: caller.memberId,
            signerPersonalNumber: signer.personalNumber,
            actingForMemberId: caller.effectiveMemberId,
            userVisibleData: request.userVisibleData,
            dataSha256,
            status: 'pending',
            hintCode: 'outstandingTransaction',
            autoStartToken: started.autoStartToken,
            qrStartToken: started.qrStartToken,
            qrStartSecret: started.qrStartSecret,
            endUserIp,
            createdAt: now,
            expiresAt: new Date(now.getTime() + ttl),
          })
          .returning();
        return row!;
      } catch (error) {
        await provider.cancel(started.orderRef).catch(() => undefined);
        // Another start for this subject won the one pending place meanwhile (a double
        // click, two tabs): once more from the top, which cancels it if it is the caller's
        // own, as a retry would, and answers 409 if it is someone else's.
        if (isUniqueViolation(error) && !raced)
          return service.start(caller, request, endUserIp, true);
        if (isUniqueViolation(error)) throw problemOf(signingProblems, 'signOrderInProgress');
        throw error;
      }
    },

    /**
     * One poll: collects from the provider while pending and, when signed, completes the
     * order (the area's handler) exactly once. Polling an ended order answers it as it is.
     */
    async poll(caller: Caller, orderRef: string): Promise<SignOrderRow> {
      assertMaySign(caller);
      const row = await own(caller, orderRef);
      return this.collect(row);
    },

    /** Collect and complete without a caller (a broker's server-to-server notification). */
    async collect(row: SignOrderRow): Promise<SignOrderRow> {
      if (row.status !== 'pending') return row;
      const now = clock();
      if (now >= row.expiresAt) {
        await provider.cancel(row.orderRef).catch(() => undefined);
        return settle(row, { status: 'failed', hintCode: 'expiredTransaction' });
      }
      if (collectInterval > 0) {
        // One collect per interval, whichever poll (tab, process) claims it.
        const [claimed] = await db
          .update(signOrders)
          .set({ collectedAt: now })
          .where(
            and(
              eq(signOrders.id, row.id),
              eq(signOrders.status, 'pending'),
              or(
                isNull(signOrders.collectedAt),
                lte(signOrders.collectedAt, new Date(now.getTime() - collectInterval)),
              ),
            ),
          )
          .returning();
        if (!claimed) return reread(row.id);
      }
      let collected: Collected;
      try {
        collected = await provider.collect(row.orderRef);
      } catch (error) {
        // The provider cannot answer now (maintenance, no answer): ask again next poll.
        if (error instanceof ProviderUnavailable) return row;
        throw error;
      }
      if (collected.status === 'pending') {
        return row.hintCode === collected.hintCode
          ? row
          : settle(row, { hintCode: collected.hintCode });
      }
      if (collected.status === 'failed') {
        return settle(row, { status: 'failed', hintCode: collected.hintCode });
      }
      return complete(row, collected.completionData, collected.signed);
    },

    /** The member cancels (BankID: the RP cancels the order); idempotent. */
    async cancel(caller: Caller, orderRef: string): Promise<SignOrderRow> {
      assertMaySign(caller);
      const row = await own(caller, orderRef);
      if (row.status !== 'pending') return row;
      await provider.cancel(row.orderRef);
      return settle(row, { status: 'cancelled', hintCode: 'userCancel' });
    },

    /** The caller's own order, checked like a poll, without collecting. */
    async find(caller: Caller, orderRef: string): Promise<SignOrderRow> {
      assertMaySign(caller);
      return own(caller, orderRef);
    },

    /** The order as its signer sees it, with this second's QR code while pending. */
    view(row: SignOrderRow): SignOrder {
      const pending = row.status === 'pending';
      const data = pending
        ? qrData(
            row.qrStartToken,
            row.qrStartSecret,
            (clock().getTime() - row.createdAt.getTime()) / 1000,
          )
        : null;
      return {
        orderRef: row.orderRef,
        kind: row.kind,
        subjectId: row.subjectId,
        status: row.status as SignOrder['status'],
        hintCode: row.hintCode,
        userVisibleData: row.userVisibleData,
        autoStartToken: row.autoStartToken,
        expiresAt: row.expiresAt.toISOString(),
        qr: data ? { data, ...qrPath(data) } : null,
        completedAt: row.completedAt ? row.completedAt.toISOString() : null,
        result: row.result ?? null,
      };
    },
  };
  /** Signing by a link sent by e-mail or SMS (links.ts): send, read, start. */
  const links = createSignLinks({
    db,
    clock,
    publicUrl: options.publicUrl ?? '',
    ...(options.linkTtlHours === undefined ? {} : { ttlHours: options.linkTtlHours }),
    assertMaySign,
    hasKind: (kind) => handlers.has(kind),
    start: (caller, request, endUserIp) => service.start(caller, request, endUserIp),
  });
  return Object.assign(service, { links });
}

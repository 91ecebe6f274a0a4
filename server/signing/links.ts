import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type {
  SignLink,
  SignLinkDelivery,
  SignLinkSent,
} from '../../shared/contracts/signing/links.ts';
import { signLinkFragment, signLinkTtlHours } from '../../shared/contracts/signing/links.ts';
import { problemOf } from '../kit/problem.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';
import type { Caller } from '../api/auth.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { queueMessage } from './outbox.ts';
import { signLinks } from './schema.ts';
import type { SignOrderRow, SignRequest } from './service.ts';

export interface SignLinkRequest extends SignRequest {
  /** The area's page that opens the link (it signs there), e.g. '/min-skog/skogscertifiering/signera/'. */
  path: string;
  /** What the message calls the thing signed, e.g. 'din ansökan om skogscertifiering'. */
  what: string;
}

export interface SignLinkDeps {
  db: Db;
  clock: () => Date;
  /** The portal's public address, for the link in the message. */
  publicUrl: string;
  ttlHours?: number;
  assertMaySign(caller: Caller): void;
  hasKind(kind: string): boolean;
  /** The signing service's start (the order the link opens). */
  start(caller: Caller, request: SignRequest, endUserIp: string): Promise<SignOrderRow>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The message's texts (Swedish): e-mail with a subject, SMS short. */
function messageOf(
  channel: 'email' | 'sms',
  name: string,
  request: SignLinkRequest,
  url: string,
  expiresAt: Date,
) {
  const until = dateTime.format(expiresAt);
  if (channel === 'sms') {
    return {
      subject: null,
      body: `Skriv under ${request.what} med BankID: ${url} Länken fungerar en gång och gäller till ${until}.`,
    };
  }
  return {
    subject: `Skriv under ${request.what}`,
    body: [
      `Hej ${name}!`,
      '',
      `Du har bett om en länk för att skriva under ${request.what} med BankID. Du skriver under:`,
      '',
      request.userVisibleData,
      '',
      `Öppna länken på enheten där du har BankID och logga in. Länken fungerar en gång och gäller till ${until}.`,
      url,
      '',
      'Har du inte bett om länken kan du bortse från meddelandet.',
    ].join('\n'),
  };
}

/**
 * Signing by a link sent by e-mail or SMS (economy §4), for any area's sign kind. The link
 * carries a random token (only its hash is stored) in the URL's fragment, so it never reaches
 * a server log; it is bound to its signer and the member acted for, lives `ttlHours`, and is
 * used once: opening it starts the BankID order (claimed with one conditional UPDATE, so two
 * opening at once start one order). A newer link for the subject revokes the older.
 */
export function createSignLinks(deps: SignLinkDeps) {
  const { db, clock } = deps;
  const ttl = (deps.ttlHours ?? signLinkTtlHours) * 3_600_000;

  /** The caller's own link (signer and member acted for); 404 for anyone else's. */
  async function own(caller: Caller, token: string) {
    const [row] = await db
      .select()
      .from(signLinks)
      .where(
        and(
          eq(signLinks.tokenHash, hashOf(token)),
          eq(signLinks.signerMemberId, caller.memberId),
          eq(signLinks.actingForMemberId, caller.effectiveMemberId),
        ),
      );
    if (!row) throw problemOf(signingProblems, 'signLinkNotFound');
    return row;
  }

  const refuse = (row: typeof signLinks.$inferSelect): never => {
    if (row.status === 'used') throw problemOf(signingProblems, 'signLinkUsed');
    throw problemOf(signingProblems, 'signLinkExpired');
  };
  const usable = (row: typeof signLinks.$inferSelect) =>
    row.status === 'sent' && clock() < row.expiresAt;

  return {
    /** Stores the link and queues its message (outbox + job) in one transaction. */
    async send(
      caller: Caller,
      request: SignLinkRequest,
      delivery: SignLinkDelivery,
    ): Promise<SignLinkSent> {
      deps.assertMaySign(caller);
      if (!deps.hasKind(request.kind)) throw new Error(`Unknown sign kind '${request.kind}'`);
      const [signer] = await db
        .select({ name: members.name, personalNumber: members.personalNumber })
        .from(members)
        .where(eq(members.id, caller.memberId));
      if (!signer?.personalNumber) throw problemOf(signingProblems, 'signerHasNoEid');
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + ttl);
      const recipient =
        delivery.channel === 'email'
          ? delivery.email.toLowerCase()
          : `${delivery.countryCode}${delivery.phone}`;
      const url = `${deps.publicUrl}${request.path}#${signLinkFragment}=${token}`;
      await db.transaction(async (tx) => {
        const live = await tx
          .select()
          .from(signLinks)
          .where(
            and(
              eq(signLinks.kind, request.kind),
              eq(signLinks.subjectId, request.subjectId),
              eq(signLinks.status, 'sent'),
            ),
          )
          .for('update');
        if (live.some((l) => l.signerMemberId !== caller.memberId)) {
          throw problemOf(signingProblems, 'signOrderInProgress');
        }
        if (live.length) {
          await tx
            .update(signLinks)
            .set({ status: 'revoked' })
            .where(
              and(
                eq(signLinks.kind, request.kind),
                eq(signLinks.subjectId, request.subjectId),
                eq(signLinks.status, 'sent'),
              ),
            );
        }
        await tx.insert(signLinks).values({
          tokenHash: hashOf(token),
          kind: request.kind,
          subjectId: request.subjectId,
          signerMemberId: caller.memberId,
          actingForMemberId: caller.effectiveMemberId,
          userVisibleData: request.userVisibleData,
          data: request.data ?? null,
          channel: delivery.channel,
          recipient,
          status: 'sent',
          createdAt: now,
          expiresAt,
        });
        await queueMessage(tx, {
          channel: delivery.channel,
          recipient,
          memberId: caller.memberId,
          ...messageOf(delivery.channel, signer.name, request, url, expiresAt),
        });
      });
      return { channel: delivery.channel, recipient, expiresAt: expiresAt.toISOString() };
    },

    /** What the link is for, while it can be used. */
    async read(caller: Caller, token: string): Promise<SignLink> {
      deps.assertMaySign(caller);
      const row = await own(caller, token);
      if (!usable(row)) refuse(row);
      return {
        kind: row.kind,
        userVisibleData: row.userVisibleData,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** Uses the link: claims it (once), then starts its order for the signer. */
    async start(caller: Caller, token: string, endUserIp: string): Promise<SignOrderRow> {
      deps.assertMaySign(caller);
      const row = await own(caller, token);
      if (!usable(row)) refuse(row);
      const now = clock();
      const [claimed] = await db
        .update(signLinks)
        .set({ status: 'used', usedAt: now })
        .where(
          and(eq(signLinks.id, row.id), eq(signLinks.status, 'sent'), gt(signLinks.expiresAt, now)),
        )
        .returning();
      if (!claimed) refuse((await db.select().from(signLinks).where(eq(signLinks.id, row.id)))[0]!);
      let order: SignOrderRow;
      try {
        order = await deps.start(
          caller,
          {
            kind: row.kind,
            subjectId: row.subjectId,
            userVisibleData: row.userVisibleData,
            data: row.data,
          },
          endUserIp,
        );
      } catch (error) {
        // Nothing was started: the link stays usable.
        await db
          .update(signLinks)
          .set({ status: 'sent', usedAt: null })
          .where(and(eq(signLinks.id, row.id), isNull(signLinks.orderRef)));
        throw error;
      }
      await db.update(signLinks).set({ orderRef: order.orderRef }).where(eq(signLinks.id, row.id));
      return order;
    },
  };
}

export type SignLinks = ReturnType<typeof createSignLinks>;

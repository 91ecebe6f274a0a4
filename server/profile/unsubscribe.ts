import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { jwtVerify, SignJWT } from 'jose';
import {
  noticeChannelNames,
  noticeChannels,
  noticeKindNames,
  noticeKinds,
  type NoticeChannel,
  type NoticeKind,
} from '../../shared/contracts/profile/notices.ts';
import { eq } from 'drizzle-orm';
import { isUuid } from '../../shared/validation/uuid.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { sendPlainPage } from '../http/plainPage.ts';
import { loadSharedSecret } from '../identity/keys.ts';
import { escapeHtml } from '../identity/views.ts';
import { turnNoticeOff } from './noticePreferences.ts';

/**
 * The unsubscribe link of a notice (issue 33): `/avisering/avsluta?token=…`, one per kind and
 * channel, working without signing in. The token is a JWT signed with HMAC-SHA256 by a
 * secret of its own (oidc_keys 'notice-unsubscribe', shared by the processes), for this one
 * purpose only: its audience and `purpose` claim must be the unsubscribe's, so no other
 * token of the portal (and no token of another purpose signed the same way) is taken. It
 * names the member, the kind and the channel, and lives 90 days (a message's link is used
 * soon or not at all; the profile's preferences work always). GET only asks (a mail
 * scanner following links changes nothing); POST turns the kind off.
 */
export const unsubscribePath = '/avisering/avsluta';
const secretId = 'notice-unsubscribe';
const purpose = 'notice-unsubscribe';
const issuer = 'granskog-portal';
export const unsubscribeLifetimeSeconds = 90 * 24 * 3600;

export interface UnsubscribeClaims {
  memberId: string;
  kind: NoticeKind;
  channel: NoticeChannel;
}

const secrets = new WeakMap<Db, Promise<Uint8Array>>();
function secretOf(db: Db) {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSharedSecret(db, secretId);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

export async function unsubscribeToken(
  db: Db,
  claims: UnsubscribeClaims,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose, kind: claims.kind, channel: claims.channel })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.memberId)
    .setIssuer(issuer)
    .setAudience(purpose)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + unsubscribeLifetimeSeconds)
    .sign(await secretOf(db));
}

/** The claims of a valid token, or why it is refused ('expired' or 'invalid'). */
export async function readUnsubscribeToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<UnsubscribeClaims | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, await secretOf(db), {
      algorithms: ['HS256'],
      issuer,
      audience: purpose,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const kind = noticeKinds.find((k) => k === payload.kind);
    const channel = noticeChannels.find((c) => c === payload.channel);
    if (payload.purpose !== purpose || !kind || !channel || !isUuid(payload.sub ?? ''))
      return 'invalid';
    // A member no longer in the register has nothing to turn off.
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, payload.sub!));
    if (!member) return 'invalid';
    return { memberId: member.id, kind, channel };
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
  }
}

/** What the member stops getting, in words: "e-post om sista dagar för det du behöver göra". */
const whatOf = (claims: UnsubscribeClaims) =>
  `${noticeChannelNames[claims.channel].toLowerCase()} om ${noticeKindNames[claims.kind].toLowerCase()}`;

const refusal = (reason: 'expired' | 'invalid') =>
  `<p class="error">${
    reason === 'expired'
      ? 'Länken har slutat gälla.'
      : 'Länken fungerar inte. Kontrollera att du har kopierat hela länken från meddelandet.'
  }</p>
<p>Du kan alltid välja vilka aviseringar du får under Mina uppgifter när du har loggat in.</p>`;

export async function unsubscribeRoutes(
  app: FastifyInstance,
  { db, now = () => new Date() }: { db: Db; now?: () => Date },
) {
  // Form bodies are parsed only inside this scope.
  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get(unsubscribePath, async (request, reply) => {
      const token = String((request.query as { token?: unknown }).token ?? '');
      const claims = await readUnsubscribeToken(db, token, now());
      if (typeof claims === 'string')
        return sendPlainPage(reply, 400, 'Avsluta aviseringar', refusal(claims));
      return sendPlainPage(
        reply,
        200,
        'Avsluta aviseringar',
        `<p>Vill du sluta få ${escapeHtml(whatOf(claims))}?</p>
<p>Andra aviseringar påverkas inte. Du kan slå på den igen under Mina uppgifter.</p>
<form method="post" action="${unsubscribePath}" class="actions">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="button">Ja, sluta skicka</button>
<a href="/">Nej, till Mina sidor</a>
</form>`,
      );
    });

    scope.post(unsubscribePath, async (request, reply) => {
      const token = String((request.body as { token?: unknown } | undefined)?.token ?? '');
      const claims = await readUnsubscribeToken(db, token, now());
      if (typeof claims === 'string')
        return sendPlainPage(reply, 400, 'Avsluta aviseringar', refusal(claims));
      await turnNoticeOff(db, claims.memberId, claims.kind, claims.channel);
      return sendPlainPage(
        reply,
        200,
        'Aviseringen är avslutad',
        `<p role="status">Klart. Du får inte längre ${escapeHtml(whatOf(claims))}.</p>
<p>Du kan slå på den igen under Mina uppgifter när du har loggat in.</p>
<p><a href="/">Till Mina sidor</a></p>`,
      );
    });
  });
}

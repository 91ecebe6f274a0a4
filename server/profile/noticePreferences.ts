import { eq, sql } from 'drizzle-orm';
import {
  defaultNoticePreferences,
  noticeChannels,
  noticeKinds,
  type NoticeChannel,
  type NoticeKind,
  type NoticePreferences,
  type NoticeSettings,
} from '../../shared/contracts/profile/notices.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import type { Tx } from '../signing/service.ts';
import { noticePreferences } from './schema.ts';

type Queryable = Db | Tx;

/** The rows over the defaults: what the member chose, and the default where they did not. */
export function preferencesOf(
  rows: readonly { kind: string; channel: string; enabled: boolean }[],
): NoticePreferences {
  const chosen = new Map(rows.map((row) => [`${row.kind}:${row.channel}`, row.enabled]));
  return Object.fromEntries(
    noticeKinds.map((kind) => [
      kind,
      noticeChannels.filter(
        (channel) =>
          chosen.get(`${kind}:${channel}`) ?? defaultNoticePreferences[kind].includes(channel),
      ),
    ]),
  ) as NoticePreferences;
}

export async function readNoticePreferences(db: Queryable, memberId: string) {
  const rows = await db
    .select()
    .from(noticePreferences)
    .where(eq(noticePreferences.memberId, memberId));
  return preferencesOf(rows);
}

/** The preferences with whether the member has an e-mail address and a mobile number. */
export async function readNoticeSettings(db: Db, memberId: string): Promise<NoticeSettings> {
  const [member] = await db
    .select({ email: members.email, mobile: members.mobilePhone })
    .from(members)
    .where(eq(members.id, memberId));
  return {
    preferences: await readNoticePreferences(db, memberId),
    hasEmail: Boolean(member?.email),
    hasMobile: Boolean(member?.mobile),
  };
}

/** Sets one kind and channel on or off (the form's save, an unsubscribe link). */
async function setChoices(
  db: Queryable,
  memberId: string,
  choices: { kind: NoticeKind; channel: NoticeChannel; enabled: boolean }[],
) {
  if (choices.length === 0) return;
  await db
    .insert(noticePreferences)
    .values(choices.map((choice) => ({ memberId, ...choice })))
    .onConflictDoUpdate({
      target: [noticePreferences.memberId, noticePreferences.kind, noticePreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/** Saves every kind and channel as chosen (a kind's channels not named are off). */
export function saveNoticePreferences(db: Db, memberId: string, preferences: NoticePreferences) {
  return setChoices(
    db,
    memberId,
    noticeKinds.flatMap((kind) =>
      noticeChannels.map((channel) => ({
        kind,
        channel,
        enabled: preferences[kind].includes(channel),
      })),
    ),
  );
}

/** An unsubscribe link: this kind off on this channel. */
export function turnNoticeOff(db: Db, memberId: string, kind: NoticeKind, channel: NoticeChannel) {
  return setChoices(db, memberId, [{ kind, channel, enabled: false }]);
}

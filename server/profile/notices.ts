import { and, isNull, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { TimelineEvent, TodoAction } from '../../shared/contracts/activity.ts';
import { noticeDaysAhead } from '../../shared/contracts/notices.ts';
import {
  noticeKindNames,
  type NoticeChannel,
  type NoticeKind,
  type NoticePreferences,
} from '../../shared/contracts/profile/notices.ts';
import { addDays, compareIsoDates, daysBetween } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { addWorkingDays, workingDaysBetween } from '../../shared/time/workingDays.ts';
import type { Caller } from '../api/auth.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { dayMs, defineJobKind, hourMs, schedule } from '../jobs/index.ts';
import {
  gatherActions,
  gatherNoticeEvents,
  gatherUpcoming,
  type ActivityContext,
  type Upcoming,
} from '../kit/activity.ts';
import { queueMessage } from '../signing/outbox.ts';
import { readNoticePreferences } from './noticePreferences.ts';
import { noticesSent } from './schema.ts';
import { unsubscribePath, unsubscribeToken } from './unsubscribe.ts';

/**
 * Notices by e-mail and SMS (issue 33), sent by a daily job (`profile.sendNotices`, 06:00
 * UTC: 07:00 or 08:00 in Sweden) that sweeps every member:
 *
 * - **deadlines**: each Att göra action with a last day (`dueOn`), gathered by the kit's
 *   `gatherActions` on the member's own roles (members.roles, as a request without a proxy
 *   has them), so each area's own rule decides what waits; notice `due-3` from three working
 *   days before the last day, `due-1` from one working day before (Swedish working days:
 *   weekends and public holidays, shared/time/workingDays.ts), until the day itself. A run
 *   that was missed catches up; a late action gets only `due-1`.
 * - **money**, **deliveries**, **work orders**: each timeline event of the last two Swedish
 *   days that its area names a notice of that kind (`noticeOf`, by the kit's
 *   `gatherNoticeEvents`): the accounts' bookings (money), an origin review returned and
 *   stack tags sent (deliveries); and what an area says is coming within `noticeDaysAhead`
 *   days (`upcoming`, by `gatherUpcoming`): a work order's machines due on the member's land
 *   (work orders), told once for that day (a start moved to another day is told again).
 *
 * Once each: a notices_sent row (member, kind, subject, step) is inserted in the same
 * transaction as the notice's outbox messages, with ON CONFLICT DO NOTHING; a second process
 * (or a second run) finding the same notice inserts nothing and queues nothing. A process
 * that dies before the commit leaves neither, and the next run sends it. The outbox job then
 * delivers at least once (server/signing/outbox.ts).
 *
 * Messages carry no amounts, account or personal numbers (shared/contracts/profile/README.md)
 * and one unsubscribe link for their kind and channel (./unsubscribe.ts).
 */

/** What the job needs of the app: the content's flags, the slug and the public address. */
export interface NoticeRuntime {
  content: () => Pick<ContentFixtures, 'featureFlags'>;
  slug: string;
  publicUrl: string;
  productName: string;
}

let runtime: NoticeRuntime | null = null;

/** Set by the profile's routes as the app starts (the job runs in the same process). */
export function provideNoticeRuntime(next: NoticeRuntime): void {
  runtime = next;
}

/** One notice due for a member. */
export interface DueNotice {
  kind: NoticeKind;
  subject: string;
  step: string;
  /** The e-mail's subject line and the body's first lines (Swedish). */
  title: string;
  lines: string[];
  /** The SMS text without the unsubscribe line. */
  sms: string;
  href: string;
}

/** Which deadline notice is due today for a last day, or null. */
export function deadlineStep(dueOn: string, today: string): 'due-3' | 'due-1' | null {
  if (compareIsoDates(today, dueOn) > 0) return null;
  if (compareIsoDates(today, addWorkingDays(dueOn, -1)) >= 0) return 'due-1';
  if (compareIsoDates(today, addWorkingDays(dueOn, -3)) >= 0) return 'due-3';
  return null;
}

/** "i dag", "i morgon", "om 3 arbetsdagar" */
function whenIn(dueOn: string, today: string): string {
  if (dueOn === today) return 'i dag';
  if (dueOn === addDays(today, 1)) return 'i morgon';
  const days = workingDaysBetween(today, dueOn);
  return `om ${days} ${days === 1 ? 'arbetsdag' : 'arbetsdagar'}`;
}

function deadlineNotice(action: Omit<TodoAction, 'area'> & { dueOn: string }, today: string) {
  const step = deadlineStep(action.dueOn, today);
  if (!step) return null;
  const when = whenIn(action.dueOn, today);
  return {
    kind: 'deadlines',
    subject: action.id,
    step,
    title: `Påminnelse: ${action.title}, senast ${action.dueOn}`,
    lines: [`${action.title}: ${action.subject}.`, `Sista dagen är ${action.dueOn} (${when}).`],
    sms: `${action.title} (${action.subject}) senast ${action.dueOn}, ${when}.`,
    href: action.href,
  } satisfies DueNotice;
}

/** Something coming within the days ahead (machines due on the member's land), told once. */
function upcomingNotice(item: Upcoming, today: string): DueNotice {
  // Calendar days: machines may come on a Saturday.
  const days = daysBetween(today, item.on);
  const when = days === 0 ? 'i dag' : days === 1 ? 'i morgon' : `om ${days} dagar`;
  return {
    kind: item.notice,
    subject: item.id,
    step: `ahead:${item.on}`,
    title: `${item.title} ${item.on}`,
    lines: [`${item.title}: ${item.subject}.`, `Arbetet kan börja ${item.on} (${when}).`],
    sms: `${item.title} (${item.subject}): arbetet kan börja ${item.on}, ${when}.`,
    href: item.href,
  };
}

/** An area's event as a notice of its kind: its title (never its detail, which may name an amount). */
function eventNotice(event: Omit<TimelineEvent, 'area'> & { notice: NoticeKind }): DueNotice {
  const line =
    event.notice === 'money'
      ? `En bokning har gjorts på ett av dina konton: ${event.title}.`
      : `${event.title}.`;
  return {
    kind: event.notice,
    subject: event.id,
    step: 'event',
    title: event.notice === 'money' ? 'Ny bokning på ditt konto' : event.title,
    lines: [line],
    sms: line,
    href: event.href ?? '/',
  };
}

interface Recipient {
  id: string;
  customerNo: string;
  name: string;
  email: string | null;
  mobile: string | null;
  roles: string[];
}

/** The member as a caller of their own: their own roles, no proxy, no impersonation. */
const callerOf = (member: Recipient): Caller => ({
  memberId: member.id,
  customerNo: member.customerNo,
  idp: 'notices',
  impersonationId: null,
  effectiveMemberId: member.id,
  effectiveRoles: member.roles,
  proxyId: null,
});

/** The notices due for one member today, for the kinds they want on some channel. */
export async function dueNotices(
  db: Db,
  member: Recipient,
  preferences: NoticePreferences,
  deps: NoticeRuntime,
  now: Date,
): Promise<DueNotice[]> {
  const context: ActivityContext = {
    db,
    caller: callerOf(member),
    now,
    slug: deps.slug,
    content: deps.content,
  };
  const today = todayInSweden(now);
  const due: DueNotice[] = [];
  if (preferences.deadlines.length > 0) {
    const { actions } = await gatherActions(context);
    for (const action of actions) {
      if (action.dueOn === null) continue;
      const notice = deadlineNotice({ ...action, dueOn: action.dueOn }, today);
      if (notice) due.push(notice);
    }
  }
  // The areas' events that are notices (their noticeOf) of the last two Swedish days, and
  // what is coming within noticeDaysAhead, for the kinds the member wants.
  const wanted = (['money', 'deliveries', 'workOrders'] as const).filter(
    (kind) => preferences[kind].length > 0,
  );
  if (wanted.length > 0) {
    const isWanted = (kind: NoticeKind) => wanted.some((w) => w === kind);
    const [{ events }, { upcoming }] = await Promise.all([
      gatherNoticeEvents(context, { from: addDays(today, -2), to: today }),
      gatherUpcoming(context, { from: today, to: addDays(today, noticeDaysAhead) }),
    ]);
    for (const event of events) if (isWanted(event.notice)) due.push(eventNotice(event));
    for (const item of upcoming) if (isWanted(item.notice)) due.push(upcomingNotice(item, today));
  }
  return due;
}

/** The Swedish e-mail of a notice, with its unsubscribe link. */
function emailBody(member: Recipient, notice: DueNotice, deps: NoticeRuntime, unsubscribe: string) {
  return [
    `Hej ${member.name}!`,
    '',
    ...notice.lines,
    '',
    `Logga in på Mina sidor för att se mer: ${deps.publicUrl}${notice.href}`,
    '',
    `Hälsningar ${deps.productName}`,
    '',
    `Vill du inte längre få e-post om ${noticeKindNames[notice.kind].toLowerCase()}? Avsluta här: ${unsubscribe}`,
    'Du kan också välja dina aviseringar under Mina uppgifter på Mina sidor.',
  ].join('\n');
}

const smsBody = (notice: DueNotice, deps: NoticeRuntime, unsubscribe: string) =>
  `${deps.productName}: ${notice.sms} ${deps.publicUrl}${notice.href}\nAvsluta sms om detta: ${unsubscribe}`;

/**
 * Sends one notice once: records it and queues its messages in one transaction. Answers the
 * number of messages queued (0 when it was already sent, by this or another process).
 */
export async function sendNoticeOnce(
  db: Db,
  member: Recipient,
  notice: DueNotice,
  channels: readonly NoticeChannel[],
  deps: NoticeRuntime,
  now: Date,
): Promise<number> {
  const addresses = channels.flatMap((channel) => {
    const recipient = channel === 'email' ? member.email : member.mobile;
    return recipient ? [{ channel, recipient }] : [];
  });
  const links = await Promise.all(
    addresses.map(
      async ({ channel }) =>
        `${deps.publicUrl}${unsubscribePath}?token=${await unsubscribeToken(
          db,
          { memberId: member.id, kind: notice.kind, channel },
          now,
        )}`,
    ),
  );
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(noticesSent)
      .values({
        memberId: member.id,
        kind: notice.kind,
        subject: notice.subject,
        step: notice.step,
      })
      .onConflictDoNothing()
      .returning({ memberId: noticesSent.memberId });
    if (!recorded) return 0;
    for (const [i, { channel, recipient }] of addresses.entries()) {
      await queueMessage(tx, {
        channel,
        recipient,
        memberId: member.id,
        subject: channel === 'email' ? notice.title : null,
        body:
          channel === 'email'
            ? emailBody(member, notice, deps, links[i]!)
            : smsBody(notice, deps, links[i]!),
      });
    }
    return addresses.length;
  });
}

/** One sweep over every member still in the cooperative. */
export async function runNotices(
  db: Db,
  deps: NoticeRuntime,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<{ members: number; notices: number; messages: number }> {
  const rows = await db
    .select({
      id: members.id,
      customerNo: members.customerNo,
      name: members.name,
      email: members.email,
      countryCode: members.mobileCountryCode,
      phone: members.mobilePhone,
      roles: members.roles,
    })
    .from(members)
    .where(and(isNull(members.departedOn), sql`cardinality(${members.roles}) > 0`))
    .orderBy(members.customerNo);
  let notices = 0;
  let messages = 0;
  for (const row of rows) {
    if (signal?.aborted) break;
    const member: Recipient = {
      ...row,
      mobile: row.phone ? `${row.countryCode ?? '+46'}${row.phone}` : null,
    };
    const preferences = await readNoticePreferences(db, member.id);
    for (const notice of await dueNotices(db, member, preferences, deps, now)) {
      const sent = await sendNoticeOnce(db, member, notice, preferences[notice.kind], deps, now);
      if (sent > 0) notices += 1;
      messages += sent;
    }
  }
  return { members: rows.length, notices, messages };
}

export const sendNotices = defineJobKind({
  name: 'profile.sendNotices',
  payload: z.object({}),
  maxAttempts: 3,
  handler: async (_payload, { db, signal }) => {
    // The app's profile routes provide it as it starts; a worker without them retries later.
    if (!runtime) throw new Error('profile.sendNotices: no notice runtime in this process');
    return runNotices(db, runtime, new Date(), signal);
  },
});

export const noticeSchedules = [
  schedule({ kind: sendNotices, payload: {}, everyMs: dayMs, offsetMs: 6 * hourMs }),
];

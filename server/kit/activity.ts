import { forProduct } from '../../shared/access/productRoles.ts';
import { isRequirementMet, type Requirement } from '../../shared/access/requirements.ts';
import { areFlagsOn, type FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import {
  activityAreaNames,
  type ActivityArea,
  type TimelineEvent,
  type TodoAction,
} from '../../shared/contracts/activity.ts';
import { and, gte, isNotNull, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NoticeKind } from '../../shared/contracts/notices.ts';
import { dateInSweden } from '../../shared/time/sweden.ts';
import type { Caller } from '../api/auth.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import type { Db } from '../db/client.ts';

/** What an area's contribution is asked with: whose business, as whom, and when. */
export interface ActivityContext {
  db: Db;
  caller: Caller;
  now: Date;
  /** The portal's slug ({slug} in addresses), for the links. */
  slug: string;
  content: () => Pick<ContentFixtures, 'featureFlags'>;
}

/**
 * An area's part of Att göra and Händelser (issue 33), given in its defineServerArea as
 * `activity`: the platform asks every area that has one and never imports an area. Both
 * functions read with the area's own rules (the same function its routes use), so an
 * action leaves the list when the area's rule says it is done.
 */
export interface AreaActivity {
  area: ActivityArea;
  /** Who may see it: the area's read roles, checked on the effective roles (a proxy's own). */
  requirement: Requirement;
  /** The feature flags that must be on (as its routes' `flags`), if any. */
  flags?: Requirement<FeatureFlagName>;
  /** What waits for the effective member. */
  actions?: (context: ActivityContext) => Promise<Omit<TodoAction, 'area'>[]>;
  /** What happened from `from` through `to` (Swedish days, inclusive). */
  events?: (context: ActivityContext, period: Period) => Promise<Omit<TimelineEvent, 'area'>[]>;
  /**
   * Which of its events the member is told about by e-mail or SMS (issue 33), as which kind of
   * notice, or null: the notice job (server/profile/notices.ts) sends each such event once.
   * The event's title is the notice's text, so it names no amount or account.
   */
  noticeOf?: (event: Omit<TimelineEvent, 'area'>) => NoticeKind | null;
  /**
   * What is coming on the member's land or business on a day of `days` that the member is
   * told about ahead (issue 33), e.g. a work order's machines: the notice job sends each once.
   */
  upcoming?: (context: ActivityContext, days: SwedishDays) => Promise<Upcoming[]>;
}

/** A dated thing ahead that is a notice of its kind (not an action: nothing to do). */
export interface Upcoming {
  /** Stable: `<area>:<kind>:<subject id>`. */
  id: string;
  /** The Swedish day it happens. */
  on: string;
  /** What comes (Swedish), the notice's subject line. */
  title: string;
  /** What it is about (Swedish), never an amount. */
  subject: string;
  href: string;
  notice: NoticeKind;
}

/** A period as the areas' `events` get it: two instants, both included. */
export interface Period {
  from: Date;
  to: Date;
}

/** SQL: the timestamp column is set and falls in the period. */
export const inPeriod = (column: AnyPgColumn, { from, to }: Period) =>
  and(isNotNull(column), gte(column, from), lte(column, to));

/** SQL: the date column (a Swedish day) is one of the period's days. */
export const dayInPeriod = (column: AnyPgColumn, { from, to }: Period) =>
  and(gte(column, dateInSweden(from)), lte(column, dateInSweden(to)));

type EventAt = Omit<TimelineEvent, 'area' | 'at'>;

/**
 * The instant of something that has a day but no time (a booking, a payment date): 11:00
 * UTC of that day, noon in Sweden in winter and one o'clock in summer, the same Swedish day
 * either way; null when there is no day.
 */
export const noonInSweden = (day: string | null): Date | null =>
  day === null ? null : new Date(`${day}T11:00:00.000Z`);

/**
 * The events of a row's moments that fall in the period (a row read because one did): each
 * moment's time, or null when it has not happened, with its event.
 */
export function eventsWithin(
  { from, to }: Period,
  moments: readonly (readonly [Date | null, EventAt])[],
): Omit<TimelineEvent, 'area'>[] {
  return moments.flatMap(([at, event]) =>
    at !== null && at >= from && at <= to ? [{ ...event, at: at.toISOString() }] : [],
  );
}

/** Swedish calendar days, both included (yyyy-MM-dd). */
export interface SwedishDays {
  from: string;
  to: string;
}

/**
 * The instants the areas read for Swedish days: widened by Sweden's largest offset (two
 * hours), so that `onDays` keeps exactly the days' events.
 */
const periodOf = ({ from, to }: SwedishDays): Period => ({
  from: new Date(Date.parse(`${from}T00:00:00Z`) - 2 * 3_600_000),
  to: new Date(Date.parse(`${to}T23:59:59.999Z`)),
});

/** Whether an event happened on one of the days in Sweden (the areas read a wider period). */
const onDays =
  ({ from, to }: SwedishDays) =>
  (event: { at: string }) => {
    const day = dateInSweden(new Date(event.at));
    return day >= from && day <= to;
  };

let provided: readonly AreaActivity[] = [];

/** Wires the areas' parts (server/areas.ts, beside provideServices). */
export function provideActivities(areas: readonly { activity?: AreaActivity }[]): void {
  provided = areas.flatMap((area) => (area.activity ? [area.activity] : []));
}

/**
 * The parts the caller may see: the area's roles (with the cooperative's `{product}` put in,
 * as the routes' checks do) on the effective roles, its flags on.
 */
function visibleParts(context: ActivityContext): AreaActivity[] {
  const flags = context.content().featureFlags;
  return provided.filter(
    (part) =>
      isRequirementMet(forProduct(part.requirement, context.slug), context.caller.effectiveRoles) &&
      (!part.flags || areFlagsOn(part.flags, flags)),
  );
}

/**
 * Asks every visible part at once; one that fails is left out and named (Swedish) rather than
 * failing the member's whole list.
 */
async function gather<T>(
  context: ActivityContext,
  ask: (part: AreaActivity) => Promise<T[]> | undefined,
  only?: ActivityArea,
): Promise<{ items: T[]; unavailable: string[] }> {
  const parts = visibleParts(context).filter((part) => !only || part.area === only);
  const answers = await Promise.allSettled(parts.map((part) => ask(part) ?? Promise.resolve([])));
  const items: T[] = [];
  const unavailable: string[] = [];
  answers.forEach((answer, i) => {
    if (answer.status === 'fulfilled') items.push(...answer.value);
    else {
      const area = parts[i]!.area;
      unavailable.push(activityAreaNames[area]);
      console.error(`activity: the ${area} part failed`, answer.reason);
    }
  });
  return { items, unavailable };
}

/** Att göra: deadlines first, the nearest first; then the rest by title. */
export async function gatherActions(context: ActivityContext) {
  const { items, unavailable } = await gather(context, (part) =>
    part.actions?.(context).then((actions) => actions.map((a) => ({ ...a, area: part.area }))),
  );
  const actions = items.sort(
    (a, b) =>
      (a.dueOn === null ? 1 : 0) - (b.dueOn === null ? 1 : 0) ||
      (a.dueOn ?? '').localeCompare(b.dueOn ?? '') ||
      a.title.localeCompare(b.title, 'sv'),
  );
  return { actions, unavailable };
}

/**
 * Händelser of the Swedish days `days`, newest first, at most `limit` (the areas read the
 * widened period, `onDays` keeps the days).
 */
export async function gatherEvents(
  context: ActivityContext,
  days: SwedishDays,
  only: ActivityArea | undefined,
  limit: number,
) {
  const period = periodOf(days);
  const { items, unavailable } = await gather(
    context,
    (part) =>
      part
        .events?.(context, period)
        .then((events) => events.map((e) => ({ ...e, area: part.area }))),
    only,
  );
  const events = items
    .filter(onDays(days))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
  return { events, unavailable };
}

/** What the visible parts say is coming on the Swedish days `days`. */
export async function gatherUpcoming(context: ActivityContext, days: SwedishDays) {
  const { items, unavailable } = await gather(context, (part) => part.upcoming?.(context, days));
  return {
    upcoming: items.filter((item) => item.on >= days.from && item.on <= days.to),
    unavailable,
  };
}

/**
 * The events of the period that are notices (each part's `noticeOf`), with their kind: what
 * the notice job sends. Parts without `noticeOf` are not asked.
 */
export async function gatherNoticeEvents(context: ActivityContext, days: SwedishDays) {
  const period = periodOf(days);
  const { items, unavailable } = await gather(context, (part) => {
    const noticeOf = part.noticeOf;
    if (!noticeOf) return undefined;
    return part.events?.(context, period).then((events) =>
      events.flatMap((e) => {
        const notice = noticeOf(e);
        return notice ? [{ ...e, area: part.area, notice }] : [];
      }),
    );
  });
  return { events: items.filter(onDays(days)), unavailable };
}

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
}

/** A period as the areas' `events` get it: two instants, both included. */
export interface Period {
  from: Date;
  to: Date;
}

/** SQL: the timestamp column is set and falls in the period. */
export const inPeriod = (column: AnyPgColumn, { from, to }: Period) =>
  and(isNotNull(column), gte(column, from), lte(column, to));

type EventAt = Omit<TimelineEvent, 'area' | 'at'>;

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

let provided: readonly AreaActivity[] = [];

/** Wires the areas' parts (server/areas.ts, beside provideServices). */
export function provideActivities(areas: readonly { activity?: AreaActivity }[]): void {
  provided = areas.flatMap((area) => (area.activity ? [area.activity] : []));
}

/** The parts the caller may see: the area's roles on the effective roles, its flags on. */
function visibleParts(context: ActivityContext): AreaActivity[] {
  const flags = context.content().featureFlags;
  return provided.filter(
    (part) =>
      isRequirementMet(part.requirement, context.caller.effectiveRoles) &&
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
 * Händelser: newest first, at most `limit`. The areas read `period` (instants a little wider
 * than the days); what they give is kept to the Swedish days `days.from` through `days.to`.
 */
export async function gatherEvents(
  context: ActivityContext,
  period: Period,
  days: { from: string; to: string },
  only: ActivityArea | undefined,
  limit: number,
) {
  const { items, unavailable } = await gather(
    context,
    (part) =>
      part
        .events?.(context, period)
        .then((events) => events.map((e) => ({ ...e, area: part.area }))),
    only,
  );
  const events = items
    .filter((e) => {
      const day = dateInSweden(new Date(e.at));
      return day >= days.from && day <= days.to;
    })
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
  return { events, unavailable };
}

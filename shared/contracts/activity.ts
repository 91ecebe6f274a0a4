import { z } from 'zod/mini';
import { addDays, compareIsoDates, isIsoDate } from '../time/isoDate.ts';
import { fieldIssue } from '../validation/fieldIssue.ts';

/**
 * Att göra and Händelser (issue 33): what waits for the member and what happened in their
 * business, gathered from every area that contributes (server/kit/activity.ts). The same
 * schemas on the server (the answer is checked against them) and in the element.
 */

/** The areas that contribute, with the Swedish name the timeline's filter shows (in its order). */
export const activityAreaNames = {
  'ordered-services': 'Beställda tjänster',
  certification: 'Certifiering',
  proxies: 'Fullmakter',
  electricity: 'Granskog El',
  'capital-trade': 'Handel med insatskapital',
  accounts: 'Konton',
  'timber-deliveries': 'Leveransanmälningar',
  'timber-agreements': 'Leveransvirkesavtal',
  profile: 'Mina uppgifter',
  'vision-and-goals': 'Vilja och mål',
} as const;
export type ActivityArea = keyof typeof activityAreaNames;
export const activityAreas = Object.keys(activityAreaNames) as ActivityArea[];

const isoDate = z.string().check(z.refine(isIsoDate));

/** One thing the member must do, with one link to the screen that does it. */
export const todoActionSchema = z.object({
  /** Stable while the action waits: `<area>:<kind>:<subject id>`. */
  id: z.string(),
  area: z.enum(activityAreas),
  /** What to do (Swedish), e.g. "Signera leveransvirkesavtalet". */
  title: z.string(),
  /** What it is about and for whom (Swedish), e.g. "LV-2 Gallring Björkås". */
  subject: z.string(),
  /** The last day to do it (the Swedish calendar day), or null when it has none. */
  dueOn: z.nullable(isoDate),
  /** The portal address of the screen that does it. */
  href: z.string(),
});
export type TodoAction = z.infer<typeof todoActionSchema>;

export const todoListSchema = z.object({
  /** Those with a deadline first, the nearest first; then the rest by title. */
  actions: z.array(todoActionSchema),
  /** Areas whose actions could not be read now: the list may lack theirs (Swedish names). */
  unavailable: z.array(z.string()),
});
export type TodoList = z.infer<typeof todoListSchema>;

/** One thing that happened in the member's business. */
export const timelineEventSchema = z.object({
  id: z.string(),
  area: z.enum(activityAreas),
  /** When it happened (ISO 8601 instant). */
  at: z.string(),
  /** What happened (Swedish), e.g. "Uttag bokat". */
  title: z.string(),
  /** The details (Swedish): the account and amount, the agreement, the proxy's other party. */
  detail: z.string(),
  /** Where to read more, or null. */
  href: z.nullable(z.string()),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineSchema = z.object({
  /** Newest first. */
  events: z.array(timelineEventSchema),
  from: isoDate,
  to: isoDate,
  unavailable: z.array(z.string()),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const activityLimits = {
  /** The timeline's period when none is asked for: the last 90 days. */
  defaultPeriodDays: 90,
  /** The longest period one answer covers. */
  maxPeriodDays: 366,
  /** At most this many events in one answer (the newest). */
  maxEvents: 200,
} as const;

export const activityMessages = {
  from: 'Ange ett giltigt startdatum (ÅÅÅÅ-MM-DD).',
  to: 'Ange ett giltigt slutdatum (ÅÅÅÅ-MM-DD).',
  order: 'Slutdatumet kan inte vara före startdatumet.',
  tooLong: 'Välj en period på högst ett år.',
  area: 'Välj ett av områdena i listan.',
} as const;

/** The timeline's filter: an area and a period, each optional (the last 90 days by default). */
export const timelineQuerySchema = z
  .object({
    area: z.optional(z.enum(activityAreas, { error: activityMessages.area })),
    from: z.optional(
      z
        .string({ error: activityMessages.from })
        .check(z.refine(isIsoDate, { error: activityMessages.from })),
    ),
    to: z.optional(
      z
        .string({ error: activityMessages.to })
        .check(z.refine(isIsoDate, { error: activityMessages.to })),
    ),
  })
  .check(
    z.superRefine((value, context) => {
      if (!value.from || !value.to || !isIsoDate(value.from) || !isIsoDate(value.to)) return;
      if (compareIsoDates(value.to, value.from) < 0)
        fieldIssue(context, 'to', activityMessages.order, value);
      else if (compareIsoDates(value.to, addDays(value.from, activityLimits.maxPeriodDays)) > 0)
        fieldIssue(context, 'to', activityMessages.tooLong, value);
    }),
  );
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

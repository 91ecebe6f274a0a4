import { z } from 'zod/mini';

/**
 * Stake choices, "Mina insatsval" (economy-membership §2 economics home, §3 stake, §5 "Stake
 * percent required", §9 deduction 2 % or 4 %). API: docs/api-profile.md.
 */

export const stakePercents = [2, 4] as const;
export type StakePercent = (typeof stakePercents)[number];
/** §9: "deduction 2 % or 4 % (default 4 % up to obligation)": what applies until chosen. */
export const defaultStakePercent: StakePercent = 4;

export const economicsMessages = {
  stakePercent: 'Välj en insatsprocent',
  aboveStakeParticipation: 'Välj om du vill delta med överinsats',
} as const;

/** PUT /api/v1/memberProfiles/current/economics (If-Match: the version from the GET). */
export const economicsRequestSchema = z.object({
  stakePercent: z.union([z.literal(2), z.literal(4)], {
    error: economicsMessages.stakePercent,
  }),
  aboveStakeParticipation: z.boolean({ error: economicsMessages.aboveStakeParticipation }),
});
export type EconomicsRequest = z.infer<typeof economicsRequestSchema>;

/**
 * GET /api/v1/memberProfiles/current/economics: null until the member has chosen (the
 * deduction is then `defaultStakePercent`, which the form shows chosen).
 */
export const economicsSchema = z.object({
  stakePercent: z.nullable(z.union([z.literal(2), z.literal(4)])),
  aboveStakeParticipation: z.nullable(z.boolean()),
  version: z.number(),
});
export type Economics = z.infer<typeof economicsSchema>;

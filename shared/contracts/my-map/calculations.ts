import { z } from 'zod/mini';

/**
 * Manage plan's calculations (timber-production-map §2.3, §4, §9): plan projection
 * (uppräkning) and report calculation (rapportberäkning), each a job the member follows
 * (in progress, completed, error).
 */

export const calculationKinds = ['projection', 'report'] as const;
export type CalculationKind = (typeof calculationKinds)[number];
export const calculationStates = ['inProgress', 'completed', 'error'] as const;

/** §9: the projection reaches at most the next growth season, which starts on 1 May. */
export const growthSeasonStart = { month: 5, day: 1 } as const;

/** §9: projection is off from the growth season's start until after August (May–August). */
export function projectionAvailable(today: string): boolean {
  const month = Number(today.slice(5, 7));
  return month < growthSeasonStart.month || month > 8;
}

/** The next growth season's start after `today` (YYYY-MM-DD): where a projection stops. */
export function nextGrowthSeason(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return `${month < growthSeasonStart.month ? year : year + 1}-05-01`;
}

/** Growth seasons (1 May) passed after `from` up to and including `to` (both YYYY-MM-DD). */
export function seasonsBetween(from: string, to: string): number {
  let seasons = 0;
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const start = `${year}-05-01`;
    if (start > from && start <= to) seasons++;
  }
  return seasons;
}

export const projectionResultSchema = z.object({
  projectedTo: z.string(),
  seasons: z.number(),
  compartments: z.number(),
});
export type ProjectionResult = z.infer<typeof projectionResultSchema>;

export const reportResultSchema = z.object({
  calculatedOn: z.string(),
  areaHa: z.number(),
  volumeM3sk: z.number(),
  growthM3skPerYear: z.number(),
  maturityClassAreas: z.array(z.object({ maturityClass: z.string(), areaHa: z.number() })),
  /** Proposed harvests in the coming ten years, in m³sk (m³fub converted with 0,82, §9). */
  proposedHarvestM3sk: z.number(),
  proposedActivities: z.number(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const calculationSchema = z.object({
  id: z.string(),
  kind: z.enum(calculationKinds),
  state: z.enum(calculationStates),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  projection: z.nullable(projectionResultSchema),
  report: z.nullable(reportResultSchema),
});
export type Calculation = z.infer<typeof calculationSchema>;

export const calculationsSchema = z.object({
  projection: z.object({
    available: z.boolean(),
    /** Where the next projection would stop (the next 1 May). */
    nextSeason: z.string(),
    /** How far the plan has been projected; null when never. */
    projectedTo: z.nullable(z.string()),
  }),
  report: z.object({
    /** False when a report was calculated (or is being calculated) today. */
    available: z.boolean(),
  }),
  calculations: z.array(calculationSchema),
});
export type Calculations = z.infer<typeof calculationsSchema>;

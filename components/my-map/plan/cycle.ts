import {
  activityCategories,
  type Activity,
  type ActivityCategory,
} from '../../../shared/contracts/my-map.ts';

export const cycleYears = 10;

export interface CycleYear {
  year: number;
  counts: Record<ActivityCategory, number>;
  total: number;
}

/**
 * The cycle diagram's data (MyMapCycle): the plan's proposed activities in each of the coming
 * ten years, by category. An activity spanning years counts in each of them.
 */
export function cycleOf(activities: readonly Activity[], fromYear: number): CycleYear[] {
  return Array.from({ length: cycleYears }, (_, i) => {
    const year = fromYear + i;
    const counts = Object.fromEntries(activityCategories.map((c) => [c, 0])) as Record<
      ActivityCategory,
      number
    >;
    for (const a of activities) {
      if (a.status === 'proposed' && a.startYear <= year && a.endYear >= year) counts[a.category]++;
    }
    return { year, counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
  });
}

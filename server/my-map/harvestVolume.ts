import { activityCategoryOf, type ActivityType } from '../../shared/contracts/my-map.ts';
import { priceModelLimits } from '../../shared/contracts/price-model.ts';

interface PlannedActivity {
  type: string;
  unit: string | null;
  harvestVolume: number | null;
}

/**
 * The proposed harvests' volume in m³sk. An activity planned in m³fub is converted with
 * economy §9's 0,82 m³fub = 1 m³sk, never added to m³sk as it stands; one planned in
 * hectares has no volume. Whole m³sk, as the report shows its other volumes.
 */
export function proposedHarvestM3sk(activities: readonly PlannedActivity[]): number {
  const fubPerSk = priceModelLimits.m3fubPerM3skHundredths / 100;
  const total = activities
    .filter((a) => activityCategoryOf[a.type as ActivityType] === 'harvest')
    .reduce((sum, a) => {
      const volume = a.harvestVolume ?? 0;
      if (a.unit === 'm3sk') return sum + volume;
      if (a.unit === 'm3fub') return sum + volume / fubPerSk;
      return sum;
    }, 0);
  return Math.round(total);
}

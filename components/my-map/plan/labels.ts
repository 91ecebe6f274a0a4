import { harvestUnitOf, type Activity } from '../../../shared/contracts/my-map.ts';
import { formatQuantity } from '../../../shared/format/units.ts';
import { t } from '../t.ts';

/** "Gallring 2027–2028, föreslagen" */
export function activityLabel(a: Activity): string {
  const years = a.startYear === a.endYear ? `${a.startYear}` : `${a.startYear}–${a.endYear}`;
  return `${t(`type.${a.type}`)} ${years}, ${t(`status.${a.status}`).toLowerCase()}`;
}

export const volumeLabel = (a: Activity) =>
  a.harvestVolume === null || a.unit === null
    ? '–'
    : formatQuantity(a.harvestVolume, harvestUnitOf[a.unit]);

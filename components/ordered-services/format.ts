import {
  serviceTreatmentTypeLabels,
  type ServiceOrderSummary,
  type ServiceTreatmentType,
} from '../../shared/contracts/ordered-services.ts';
import { formatQuantity } from '../../shared/format/units.ts';

const whole = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });

/** Areas in hectares with one decimal ("6,4 ha"), volumes in m³fub with two (§3 units). */
export const formatHa = (value: number) => formatQuantity(value, 'hectare', { decimals: 1 });
export const formatM3fub = (value: number) => formatQuantity(value, 'm3fub', { decimals: 2 });
export const formatM3fubPerHa = (value: number) =>
  formatQuantity(value, 'm3fub', { perHectare: true });
export const formatCount = (value: number) => whole.format(value);

export const treatmentLabel = (type: ServiceTreatmentType) => serviceTreatmentTypeLabels[type];

/** §4: steps as completed/total, with the status the filter names. */
export function stepStatusOf(order: Pick<ServiceOrderSummary, 'stepsCompleted' | 'stepsTotal'>) {
  if (order.stepsCompleted === 0) return 'notStarted' as const;
  return order.stepsCompleted < order.stepsTotal ? ('inProgress' as const) : ('completed' as const);
}

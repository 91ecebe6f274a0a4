import {
  serviceTreatmentTypeLabels,
  type ServiceOrderSummary,
  type ServiceTreatmentType,
} from '../../shared/contracts/ordered-services.ts';
import { t } from './t.ts';

const decimals = (digits: number) =>
  new Intl.NumberFormat('sv-SE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const one = decimals(1);
const two = decimals(2);
const whole = decimals(0);

/** Areas in hectares with one decimal ("6,4 ha"), volumes in m³fub with two. */
export const formatHa = (value: number) => t('units.ha', { value: one.format(value) });
export const formatM3fub = (value: number) => t('units.m3fub', { value: two.format(value) });
export const formatM3fubPerHa = (value: number) =>
  t('units.m3fubPerHa', { value: whole.format(value) });
export const formatCount = (value: number) => whole.format(value);

export const treatmentLabel = (type: ServiceTreatmentType) => serviceTreatmentTypeLabels[type];

/** §4: steps as completed/total, with the status the filter names. */
export function stepStatusOf(order: Pick<ServiceOrderSummary, 'stepsCompleted' | 'stepsTotal'>) {
  if (order.stepsCompleted === 0) return 'notStarted' as const;
  return order.stepsCompleted < order.stepsTotal ? ('inProgress' as const) : ('completed' as const);
}

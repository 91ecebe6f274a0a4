import type { EconomicYear } from '../contracts/economic-development.ts';
import { formatDecimals } from '../format/units.ts';
import { chartT as t } from './t.ts';

/**
 * The unit of the chart and the table, chosen by size (shared/contracts/economic-development/
 * README.md): million kronor (mnkr) when the largest yearly total is at least 1 000 000 kr,
 * otherwise thousand kronor (tkr). Million shows three decimals (to the thousand kronor),
 * thousand one (to the hundred kronor), so a small dividend never reads as nothing.
 */
export type MoneyUnit = 'thousand' | 'million';

export const millionThresholdOre = 1_000_000 * 100;
const unitOre: Record<MoneyUnit, number> = { thousand: 1_000 * 100, million: 1_000_000 * 100 };
const unitDecimals: Record<MoneyUnit, number> = { thousand: 1, million: 3 };

export function unitFor(years: readonly EconomicYear[]): MoneyUnit {
  const largest = Math.max(0, ...years.map((y) => Math.abs(y.totalOre)));
  return largest >= millionThresholdOre ? 'million' : 'thousand';
}

/** Öre in the unit, as a number (the chart's scale). */
export const inUnit = (ore: number, unit: MoneyUnit) => ore / unitOre[unit];

/** "1 220,820" (mnkr) or "58,9" (tkr): the number alone, as in the table's cells. */
export const formatInUnit = (ore: number, unit: MoneyUnit) =>
  formatDecimals(inUnit(ore, unit), unitDecimals[unit]);

/** "1 220,820 mnkr": with the unit's short name, as read in the chart. */
export const formatWithUnit = (ore: number, unit: MoneyUnit) =>
  `${formatInUnit(ore, unit)} ${t(`unit.${unit}`)}`;

/** "2 480,0": timber volume in m3fub with one decimal. */
export const formatVolume = (m3fub: number) => formatDecimals(m3fub, 1);

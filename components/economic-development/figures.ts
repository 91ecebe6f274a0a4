import {
  moneySeries,
  type EconomicYear,
  type MoneySeries,
} from '../../shared/contracts/economic-development.ts';
import { chartT as t } from '../../shared/economic-chart/t.ts';

/** The columns of the table and the CSV, money series in the chart's stacking order. */
export const tableSeries = [...moneySeries, 'totalOre'] as const satisfies readonly (
  MoneySeries | 'totalOre'
)[];

/** A figure for a spreadsheet: no grouping, decimal comma, ASCII minus. */
const csvNumber = (value: number, decimals: number) => value.toFixed(decimals).replace('.', ',');

/**
 * The CSV download: semicolon-separated (the Swedish Excel list separator), decimal comma,
 * exact kronor with öre (not the chart's unit), CRLF lines, a UTF-8 BOM so Excel reads å ä ö.
 */
export function economicCsv(years: readonly EconomicYear[]): string {
  const header = [
    t('series.year'),
    `${t('series.timberVolume')} (${t('volumeUnit')})`,
    ...tableSeries.map((key) => `${t(`series.${key}`)} (kr)`),
  ];
  const rows = years.map((y) => [
    String(y.year),
    csvNumber(y.timberVolumeM3fub, 1),
    ...tableSeries.map((key) => csvNumber(y[key] / 100, 2)),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.join(';')).join('\r\n')}\r\n`;
}

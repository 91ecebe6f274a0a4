import { type StatisticsMode } from '../../shared/contracts/electricity.ts';
import { formatDecimals } from '../../shared/format/units.ts';
import { t } from './t.ts';

/** Wh as kWh: two decimals for an hour, one for longer periods. */
export const formatKwh = (wh: number, mode: StatisticsMode = 'day') =>
  formatDecimals(wh / 1000, mode === 'hour' ? 2 : 1);

/** A period as the member reads it: "2026-01-15 kl. 07–08", "v. 3 2026", "2026-01". */
export function periodLabel(period: string, mode: StatisticsMode): string {
  if (mode === 'hour') {
    const [day, hour] = period.split('T') as [string, string];
    const next = String((Number(hour) + 1) % 24).padStart(2, '0');
    return t('period.hour', { day, from: hour, to: next });
  }
  if (mode === 'week') {
    const [year, week] = period.split('-W') as [string, string];
    return t('period.week', { week: String(Number(week)), year });
  }
  return period;
}

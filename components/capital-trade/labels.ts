import type {
  TradeAccountType,
  TradeOrderStatus,
  TradeOrderType,
  TradePeriod,
  TradeType,
} from '../../shared/contracts/capital-trade.ts';
import { formatDate, formatPercent } from '../../shared/format/index.ts';
import { t } from './t.ts';

export const accountTypeLabel = (type: TradeAccountType) => t(`accountType.${type}`);
export const orderTypeLabel = (type: TradeOrderType) => t(`orderType.${type}`);
export const statusLabel = (status: TradeOrderStatus) => t(`status.${status}`);
export const tradeTypeLabel = (type: TradeType) => t(`tradeType.${type}`);

/** A rate in hundredths of a percent as members read it: 10250 -> "102,50 %". */
export const rateLabel = (hundredths: number) => formatPercent(hundredths / 10_000);

const monthFormat = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric' });

/** A monthly period's name from its first day: "December 2026". */
export function periodName(period: Pick<TradePeriod, 'opensOn'>): string {
  const [year, month] = period.opensOn.split('-').map(Number);
  const name = monthFormat.format(new Date(year ?? 1970, (month ?? 1) - 1, 1));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The values the texts about a period take: name, first and last day. */
export const periodValues = (period: TradePeriod) => ({
  name: periodName(period),
  opens: formatDate(period.opensOn),
  closes: formatDate(period.closesOn),
});

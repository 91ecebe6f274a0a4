export {
  formatDate,
  formatMonth,
  formatOre,
  formatPercent,
  formatSek,
  formatWeek,
  isoWeek,
} from './format.ts';
export type { CurrencyOptions } from './format.ts';

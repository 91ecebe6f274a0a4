import { assortmentLabels, type Assortment } from '../../shared/contracts/price-model.ts';
import type { Agreement } from '../../shared/contracts/timber-agreements.ts';
import { formatDate } from '../../shared/format/index.ts';
import { t } from './t.ts';

const monthNames = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];

/** 'YYYY-MM' as "mars 2027". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${monthNames[Number(m) - 1] ?? m} ${year}`;
}

export const assortmentLabel = (assortment: Assortment) => assortmentLabels[assortment];
export const statusLabel = (status: Agreement['status']) => t(`status.${status}`);

export const span = (from: string | null, to: string | null, format: (v: string) => string) =>
  from && to ? t('span', { from: format(from), to: format(to) }) : t('span.none');

export const monthsSpan = (a: Agreement) => span(a.deliveryFrom, a.deliveryTo, monthLabel);
export const validitySpan = (a: Agreement) => span(a.validFrom, a.validTo, formatDate);

import { assortmentLabels, type Assortment } from '../../shared/contracts/price-model.ts';
import type { Agreement } from '../../shared/contracts/timber-agreements.ts';
import { formatDate, formatMonth } from '../../shared/format/index.ts';
import { t } from './t.ts';

export const assortmentLabel = (assortment: Assortment) => assortmentLabels[assortment];
export const statusLabel = (status: Agreement['status']) => t(`status.${status}`);

export const span = (from: string | null, to: string | null, format: (v: string) => string) =>
  from && to ? t('span', { from: format(from), to: format(to) }) : t('span.none');

export const monthsSpan = (a: Agreement) => span(a.deliveryFrom, a.deliveryTo, formatMonth);
export const validitySpan = (a: Agreement) => span(a.validFrom, a.validTo, formatDate);

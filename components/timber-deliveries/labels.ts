import { assortmentLabels, type Assortment } from '../../shared/contracts/price-model.ts';
import {
  finalDeliveryReasonLabels,
  type DeliverySummary,
} from '../../shared/contracts/timber-deliveries.ts';
import { t } from './t.ts';

export const assortmentList = (list: readonly Assortment[]) =>
  list.map((a) => assortmentLabels[a]).join(', ') || '–';

/**
 * Status with the stack tag and origin review states the member waits for; the review's only
 * while the flag Eudr is on (`eudr`).
 */
export function statusText(d: DeliverySummary, eudr: boolean): string {
  const parts: string[] = [t(`status.${d.status}`)];
  if (d.status !== 'Closed' && d.stackTags) {
    parts.push(
      d.stackTags.status === 'Ordered'
        ? t('stackTags.ordered', { date: d.stackTags.expectedBy })
        : t('stackTags.handled'),
    );
  }
  if (eudr && d.status !== 'Closed' && d.eudrStatus !== 'None')
    parts.push(t(`eudr.${d.eudrStatus}`));
  return parts.join('. ');
}

export const closeReason = (d: DeliverySummary) =>
  d.finalDeliveryReason ? finalDeliveryReasonLabels[d.finalDeliveryReason] : '';

// Six decimals as the map foundation's formatWgs84 writes them; not imported from there, as
// that module brings proj4 into the element (the coordinates here are WGS 84 already).
const sixDecimals = new Intl.NumberFormat('sv-SE', {
  minimumFractionDigits: 6,
  maximumFractionDigits: 6,
  useGrouping: false,
});

/** A declared point, [lon, lat] in WGS 84: "57,123456° N, 15,123456° E". */
export function degreesText([lon, lat]: readonly [number, number]): string {
  return `${sixDecimals.format(Math.abs(lat))}° ${lat < 0 ? 'S' : 'N'}, ${sixDecimals.format(Math.abs(lon))}° ${lon < 0 ? 'W' : 'E'}`;
}

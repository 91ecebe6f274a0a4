import type { Proxy } from '../../shared/contracts/proxies.ts';
import { formatDate } from '../../shared/format/format.ts';
import { counterpartName, rightsLabel, statusLabel, validToLabel } from './labels.ts';
import { t } from './t.ts';
import { LabelValueList, type LabelValueRow } from '../../shared/elements/LabelValueList.tsx';

/** The facts of a proxy as a description list. `full` adds contact details and dates. */
export function ProxyDetails({ proxy, full = false }: { proxy: Proxy; full?: boolean }) {
  const rows: LabelValueRow[] = [
    [proxy.direction === 'given' ? t('field.receiver') : t('field.giver'), counterpartName(proxy)],
    [t('field.status'), statusLabel(proxy.status)],
    [t('field.rights'), rightsLabel(proxy.rights)],
    [t('field.validTo'), validToLabel(proxy.validTo)],
  ];
  if (full) {
    if (proxy.direction === 'given') {
      rows.push(
        [t('field.nationalId'), proxy.receiver.nationalId],
        [t('field.email'), proxy.receiver.email],
        [t('field.phone'), `${proxy.receiver.phoneCountryCode} ${proxy.receiver.phone}`],
      );
    }
    rows.push([t('field.created'), formatDate(proxy.createdAt)]);
    if (proxy.signedAt) rows.push([t('field.signed'), formatDate(proxy.signedAt)]);
    if (proxy.endedAt) rows.push([t('field.ended'), formatDate(proxy.endedAt)]);
  }
  return <LabelValueList rows={rows} className="details-grid" />;
}

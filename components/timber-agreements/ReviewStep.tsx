import { useId } from 'react';
import type { Agreement } from '../../shared/contracts/timber-agreements.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { formatOre } from '../../shared/format/index.ts';
import { errorText, type TimberCalls } from './api.ts';
import { assortmentLabel, monthsSpan } from './labels.ts';
import { t } from './t.ts';

/**
 * Step 4 (§2.1, §3 assortment price info): the price per assortment from the price model
 * and the calculated timber value, the estates, the pricing moment and how it is signed.
 */
export function ReviewStep({
  agreement,
  calls,
  loadKey,
}: {
  agreement: Agreement;
  calls: TimberCalls;
  loadKey: string;
}) {
  const review = useLoad(loadKey, (signal) =>
    calls.getReview({ params: { agreementId: agreement.id }, signal }),
  );
  const tableId = useId();
  if (review.state === 'loading') return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (review.state === 'error') {
    return (
      <div role="alert" className="alert alert-error alert-spaced">
        <p className="space-after">{errorText(review.error)}</p>
        <button type="button" className="button" onClick={review.reload}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const r = review.data;
  return (
    <>
      <ul className="plain-list stack-tight space-after">
        <li>
          {t('review.estates', { estates: agreement.estates.map((e) => e.designation).join(', ') })}
        </li>
        <li>{t('review.moment', { name: agreement.pricingMomentName })}</li>
        <li>
          {t('col.months')}: {monthsSpan(agreement)}
        </li>
      </ul>
      <h3 id={tableId}>{t('review.table')}</h3>
      <DataTable
        name={{ labelledBy: tableId }}
        className="data-table"
        columns={[
          { label: t('review.assortment') },
          { label: t('review.volume'), className: 'numeric' },
          { label: t('review.price'), className: 'numeric' },
          { label: t('review.value'), className: 'numeric' },
        ]}
      >
        {r.prices.map((p) => (
          <tr key={p.assortment}>
            <th scope="row">{assortmentLabel(p.assortment)}</th>
            <td className="numeric">{t('volume.m3fub', { volume: p.volume })}</td>
            <td className="numeric">{formatOre(p.pricePerUnitOre)}</td>
            <td className="numeric">{formatOre(p.timberValueOre)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('review.total')}</th>
          <td className="numeric">{t('volume.m3fub', { volume: r.totalVolume })}</td>
          <td />
          <td className="numeric">{formatOre(r.timberValueOre)}</td>
        </tr>
      </DataTable>
      {r.prices[0] && (
        <p className="space-before">
          {t('review.details', {
            base: formatOre(r.prices[0].basePriceOre),
            from: r.prices[0].validFrom,
          })}
        </p>
      )}
      {r.lowVolume.map((a) => (
        <p key={a} className="alert banner-info alert-spaced">
          {t('sortiment.lowVolume', { assortment: assortmentLabel(a).toLowerCase() })}
        </p>
      ))}
      <p className="alert banner-info alert-spaced">
        {r.needsSigning ? t('review.signing') : t('review.noSigning')}
      </p>
    </>
  );
}

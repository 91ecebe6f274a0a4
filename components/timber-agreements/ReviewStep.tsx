import { useId } from 'react';
import {
  timberAgreementLimits,
  type Agreement,
  type AgreementReview,
} from '../../shared/contracts/timber-agreements.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { formatOre } from '../../shared/format/index.ts';
import { formatQuantity, unitSymbols } from '../../shared/format/units.ts';
import { errorText, type TimberCalls } from './api.ts';
import { assortmentLabel, monthsSpan } from './labels.ts';
import type { MessageKey } from './sv.ts';
import { t } from './t.ts';
import { LoadState, type LoadTexts } from '../../shared/elements/LoadState.tsx';

const loadTexts: LoadTexts = { loading: t('loading'), failure: errorText, retry: t('retry') };

type PriceInfo = AgreementReview['prices'][number];

/**
 * §3 assortment price info, per m3fub: the base price, P1-P8 and the reload deduction
 * (deductions with a minus), adding up to the price per unit.
 */
const priceParts: readonly {
  key: MessageKey;
  value(p: PriceInfo): number;
  deducted?: true;
}[] = [
  { key: 'review.base', value: (p) => p.basePriceOre },
  { key: 'review.p1', value: (p) => p.premiums.p1Size },
  { key: 'review.p2', value: (p) => p.premiums.p2Market },
  { key: 'review.p3', value: (p) => p.premiums.p3Availability },
  { key: 'review.p4', value: (p) => p.premiums.p4Agreement },
  { key: 'review.p5', value: (p) => p.premiums.p5GroundProtectionFee, deducted: true },
  { key: 'review.p6', value: (p) => p.premiums.p6Fsc },
  { key: 'review.p7', value: (p) => p.premiums.p7Pefc },
  { key: 'review.p8', value: (p) => p.premiums.p8NatureConservation },
  { key: 'review.reload', value: (p) => p.reloadDeductionOre, deducted: true },
  { key: 'review.price', value: (p) => p.pricePerUnitOre },
];

/**
 * Step 4 (§2.1, §3 assortment price info): the price per assortment from the price model
 * and the calculated timber value, how each price adds up (base, P1-P8, validity), the estates, the pricing moment and how it is signed.
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
  const detailsId = useId();
  if (review.state !== 'loaded') return <LoadState load={review} texts={loadTexts} />;
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
          { label: t('review.price', { unit: unitSymbols.m3fub }), className: 'numeric' },
          { label: t('review.value'), className: 'numeric' },
        ]}
      >
        {r.prices.map((p) => (
          <tr key={p.assortment}>
            <th scope="row">{assortmentLabel(p.assortment)}</th>
            <td className="numeric">{formatQuantity(p.volume, 'm3fub')}</td>
            <td className="numeric">{formatOre(p.pricePerUnitOre)}</td>
            <td className="numeric">{formatOre(p.timberValueOre)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('review.total')}</th>
          <td className="numeric">{formatQuantity(r.totalVolume, 'm3fub')}</td>
          <td />
          <td className="numeric">{formatOre(r.timberValueOre)}</td>
        </tr>
      </DataTable>
      <h3 id={detailsId} className="space-before">
        {t('review.detailsTable', { unit: unitSymbols.m3fub })}
      </h3>
      <DataTable
        name={{ labelledBy: detailsId }}
        className="data-table"
        columns={[
          { label: t('review.part') },
          ...r.prices.map((p) => ({ label: assortmentLabel(p.assortment), className: 'numeric' })),
        ]}
      >
        {priceParts.map((part) => (
          <tr key={part.key}>
            <th scope="row">{t(part.key, { unit: unitSymbols.m3fub })}</th>
            {r.prices.map((p) => (
              <td key={p.assortment} className="numeric">
                {formatOre(part.deducted ? -part.value(p) : part.value(p))}
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row">{t('review.validity')}</th>
          {r.prices.map((p) => (
            <td key={p.assortment} className="numeric">
              {p.validTo === null
                ? t('review.validFrom', { from: p.validFrom })
                : t('review.validFromTo', { from: p.validFrom, to: p.validTo })}
            </td>
          ))}
        </tr>
      </DataTable>
      {r.lowVolume.map((a) => (
        <p key={a} className="alert banner-info alert-spaced">
          {t('sortiment.lowVolume', {
            assortment: assortmentLabel(a).toLowerCase(),
            limit: formatQuantity(timberAgreementLimits.lowVolumeM3fub, 'm3fub'),
          })}
        </p>
      ))}
      <p className="alert banner-info alert-spaced">
        {r.needsSigning
          ? t('review.signing')
          : t('review.noSigning', {
              limit: formatQuantity(timberAgreementLimits.signingThresholdM3fub, 'm3fub'),
            })}
      </p>
    </>
  );
}

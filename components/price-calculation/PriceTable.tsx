import { useId } from 'react';
import type {
  PriceCalculation,
  PriceCalculationEstate,
  PriceCalculationRow,
} from '../../shared/contracts/price-calculation.ts';
import { assortmentLabels } from '../../shared/contracts/price-model.ts';
import { formatOre } from '../../shared/format/format.ts';
import { t } from './t.ts';

type Column = {
  key: Parameters<typeof t>[0];
  value(row: PriceCalculationRow): number;
  /** A deduction: shown with a minus. */
  deducted?: boolean;
};

/**
 * §2's columns, the key one (total price) first after the assortment; then how the total
 * adds up (P4 and P5 are in the total though §2 gives them no column), and the expected
 * dividend while its flag is on.
 */
const columns: readonly Column[] = [
  { key: 'column.total', value: (r) => r.totalPriceOre },
  { key: 'column.base', value: (r) => r.averageBasePriceOre },
  { key: 'column.market', value: (r) => r.marketPremiumOre },
  { key: 'column.nature', value: (r) => r.natureConservationPremiumOre },
  { key: 'column.certification', value: (r) => r.certificationPremiumOre },
  { key: 'column.reload', value: (r) => r.reloadDeductionOre, deducted: true },
  { key: 'column.accessibility', value: (r) => r.accessibilityPremiumOre },
  { key: 'column.volume', value: (r) => r.volumePremiumOre },
  { key: 'column.agreement', value: (r) => r.agreementPremiumOre },
  { key: 'column.groundProtection', value: (r) => r.groundProtectionFeeOre, deducted: true },
];
const dividend: Column = { key: 'column.dividend', value: (r) => r.expectedDividendOre ?? 0 };

const money = (ore: number, deducted = false) => formatOre(deducted && ore !== 0 ? -ore : ore);

/** The price per assortment per m3fub; wider than a phone, it scrolls in its own region. */
export function PriceTable({
  calculation,
  estate,
  busy,
}: {
  calculation: PriceCalculation;
  estate: PriceCalculationEstate;
  busy: boolean;
}) {
  const headingId = useId();
  const noteId = useId();
  const shown = calculation.showsExpectedDividend ? [...columns, dividend] : columns;
  const { priceList } = calculation;
  const volume = calculation.volumeM3fub.toLocaleString('sv-SE', { maximumFractionDigits: 2 });
  return (
    // No landmark of its own: the table's scrolling region carries the heading's name.
    <section aria-busy={busy || undefined} className="price-result">
      <h2 id={headingId}>{t('table.heading', { estate: estate.designation })}</h2>
      <p className="space-after">{t('table.unit', { volume })}</p>
      <p className="space-after">
        {priceList.validTo === null
          ? t('table.priceList', { list: priceList.name, from: priceList.validFrom })
          : t('table.priceListTo', {
              list: priceList.name,
              from: priceList.validFrom,
              to: priceList.validTo,
            })}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that may scroll sideways (a wide table at 320 px) must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div className="table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table
          className="data-table price-table"
          aria-labelledby={headingId}
          aria-describedby={noteId}
        >
          <thead>
            <tr>
              <th scope="col">{t('column.assortment')}</th>
              {shown.map((column) => (
                <th key={column.key} scope="col" className="numeric">
                  {t(column.key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calculation.rows.map((row) => (
              <tr key={row.assortment}>
                <th scope="row">{assortmentLabels[row.assortment]}</th>
                {shown.map((column) => (
                  <td key={column.key} className="numeric">
                    {money(column.value(row), column.deducted)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={noteId} className="price-note">
        {t('table.note')}
      </p>
    </section>
  );
}

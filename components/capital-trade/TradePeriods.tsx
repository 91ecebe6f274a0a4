import { useId } from 'react';
import type { TradePeriod } from '../../shared/contracts/capital-trade.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { LoadState, useTrade } from './context.tsx';
import { periodValues, tradeTypeLabel } from './labels.ts';
import { t } from './t.ts';

/** handelsperioder/: the current and upcoming periods (Period, Datum, Handelstyp). */
export function TradePeriods() {
  const { overview } = useTrade();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('periods.heading')}</h2>
      <p>{t('periods.intro')}</p>
      <LoadState load={overview} />
      {overview.state === 'loaded' &&
        (overview.data.periods.length === 0 ? (
          <p>{t('periods.none')}</p>
        ) : (
          <PeriodTable periods={overview.data.periods} />
        ))}
    </section>
  );
}

export function PeriodTable({ periods }: { periods: readonly TradePeriod[] }) {
  return (
    <DataTable
      name={{ caption: t('periods.caption') }}
      className="trade-table"
      columns={[
        { label: t('periods.column.period') },
        { label: t('periods.column.dates') },
        { label: t('periods.column.tradeType') },
      ]}
    >
      {periods.map((period) => {
        const values = periodValues(period);
        return (
          <tr key={period.id} className={period.current ? 'trade-current' : undefined}>
            <th scope="row">
              {values.name}{' '}
              <span className={period.current ? 'chip trade-chip-current' : 'chip'}>
                {period.current ? t('periods.current') : t('periods.upcoming')}
              </span>
            </th>
            <td>{t('periods.dates', values)}</td>
            <td>{tradeTypeLabel(period.tradeType)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}

import { useId } from 'react';
import { assortmentLabels } from '../../shared/contracts/price-model.ts';
import type { DeliveryMonths } from '../../shared/contracts/timber-deliveries.ts';
import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import type { Load } from '../../shared/elements/useLoad.ts';
import { formatMonth } from '../../shared/format/index.ts';
import { formatQuantity, unitSymbols } from '../../shared/format/units.ts';
import { t } from './t.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';

/**
 * The agreement's delivery months (§3 Agreement, volume per assortment and delivery month) on
 * the deliveries view. Fetched beside the notifications; when that fails only this part says
 * so (§8 "Delivery months could not be fetched") and offers to fetch again.
 */
export function DeliveryMonthsTable({
  load,
  reload,
}: {
  load: Load<DeliveryMonths>;
  reload(): void;
}) {
  const headingId = useId();
  const heading = (
    <h3 id={headingId} className="section-spaced">
      {t('months.heading')}
    </h3>
  );
  if (load.state === 'loading')
    return (
      <>
        {heading}
        <LoadingStatus>{t('months.loading')}</LoadingStatus>
      </>
    );
  if (load.state === 'error')
    return (
      <>
        {heading}
        <LoadFailure
          message={timberScreenMessages.deliveryMonthsFetchFailed}
          retryLabel={t('months.retry')}
          onRetry={reload}
        />
      </>
    );
  const { months } = load.data;
  if (months.length === 0)
    return (
      <>
        {heading}
        <p>{t('months.none')}</p>
      </>
    );
  const assortments = [
    ...new Set(months.flatMap((m) => m.volumes.map((v) => v.assortment))),
  ].sort();
  return (
    <>
      {heading}
      <DataTable
        name={{ labelledBy: headingId }}
        className="data-table"
        columns={[
          { label: t('months.month') },
          ...assortments.map((a) => ({
            label: t('months.volumeOf', {
              assortment: assortmentLabels[a],
              unit: unitSymbols.m3fub,
            }),
            className: 'numeric',
          })),
          { label: t('months.total', { unit: unitSymbols.m3fub }), className: 'numeric' },
        ]}
      >
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{formatMonth(m.month)}</th>
            {assortments.map((a) => (
              <td key={a} className="numeric">
                {m.volumes.find((v) => v.assortment === a)?.volume ?? 0}
              </td>
            ))}
            <td className="numeric">{m.total}</td>
          </tr>
        ))}
      </DataTable>
      {/* §3 Delivery "total agreed volume": the agreement's months summed. */}
      <p>
        {t('months.agreedTotal', {
          total: formatQuantity(
            months.reduce((sum, m) => sum + m.total, 0),
            'm3fub',
          ),
          list: assortments
            .map(
              (a) =>
                `${assortmentLabels[a]} ${months.reduce((sum, m) => sum + (m.volumes.find((v) => v.assortment === a)?.volume ?? 0), 0)}`,
            )
            .join(', '),
        })}
      </p>
    </>
  );
}

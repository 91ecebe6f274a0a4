import { useState } from 'react';
import {
  statisticsModes,
  statisticsQuerySchema,
  type ElectricityCustomer,
  type Statistics,
  type StatisticsMode,
  type StatisticsQuery,
} from '../../shared/contracts/electricity.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { DateField, FieldRow, SelectField } from '../../shared/forms/fields.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { LoadState, useElectricity } from './context.tsx';
import { formatKwh, periodLabel } from './format.ts';
import { ConsumptionChart } from './lazy.tsx';
import { t } from './t.ts';

type Values = { facilityId: string; mode: string; from: string; to: string };

/**
 * statistik (§2, §5): a facility's consumption per month, week, day or hour over a date range
 * whose span the mode limits (hour: one day); an end too far is moved back by the server and
 * the member is told. A chart (a lazy chunk) and a table of the same figures.
 */
export function StatisticsPage({ customer }: { customer: ElectricityCustomer }) {
  const { portal, calls } = useElectricity();
  const yesterday = addDays(todayInSweden(), -1);
  const initial: Values = {
    facilityId: customer.facilityIds[0] ?? '',
    mode: 'day',
    from: addDays(yesterday, -30),
    to: yesterday,
  };
  const [query, setQuery] = useState<StatisticsQuery | null>(
    initial.facilityId ? (initial as StatisticsQuery) : null,
  );
  const key = query && portal.profileKey && `${portal.profileKey}:${JSON.stringify(query)}`;
  const load = useLoad(key, (signal) => calls.getElectricityStatistics({ query: query!, signal }));

  const form = useForm({
    schema: statisticsQuerySchema,
    initial,
    onSubmit: (data) => setQuery(data),
  });
  // The server's adjusted end goes into the field, so the form shows what is shown.
  const shownTo = load.state === 'loaded' && load.data.adjusted ? load.data.to : null;
  const [synced, setSynced] = useState<string | null>(null);
  if (shownTo !== null && shownTo !== synced) {
    setSynced(shownTo);
    form.setValue('to', shownTo);
  }

  return (
    <section aria-labelledby="electricity-statistics">
      <h2 id="electricity-statistics">{t('stats.heading')}</h2>
      {customer.facilityIds.length === 0 ? (
        <p>{t('stats.empty')}</p>
      ) : (
        <>
          <form {...form.formProps} className="form">
            <ErrorSummary form={form} heading={t('error.general')} />
            <p>{t('stats.span')}</p>
            <FieldRow>
              {customer.facilityIds.length > 1 && (
                <SelectField
                  {...form.field('facilityId')}
                  label={t('stats.facility')}
                  options={customer.facilityIds.map((id) => ({ value: id, label: id }))}
                />
              )}
              <SelectField
                {...form.field('mode')}
                label={t('stats.mode')}
                required
                options={statisticsModes.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
              />
              <DateField {...form.field('from')} label={t('stats.from')} required width="short" />
              <DateField {...form.field('to')} label={t('stats.to')} required width="short" />
            </FieldRow>
            <button type="submit" className="button button-primary">
              {t('stats.show')}
            </button>
          </form>
          <Result load={load} />
        </>
      )}
    </section>
  );
}

function Result({ load }: { load: ReturnType<typeof useLoad<Statistics>> }) {
  if (load.state === 'loading') return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (load.state === 'error') return <LoadState load={load} failure={() => t('stats.failed')} />;
  const data = load.data;
  return (
    <div className="electricity-result">
      {data.adjusted && (
        <p role="status" className="alert electricity-adjusted">
          {t('stats.adjusted', { to: data.to })}
        </p>
      )}
      {data.points.length === 0 ? (
        <p>{t('stats.empty')}</p>
      ) : (
        <>
          <p>
            {t('stats.total', {
              kwh: formatKwh(data.totalWh),
              from: data.from,
              to: data.to,
            })}
          </p>
          <ConsumptionChart points={data.points} mode={data.mode} />
          <ConsumptionTable mode={data.mode} data={data} />
        </>
      )}
    </div>
  );
}

function ConsumptionTable({ mode, data }: { mode: StatisticsMode; data: Statistics }) {
  return (
    <DataTable
      name={{ caption: t('stats.table', { mode: t(`unit.${mode}`) }) }}
      className="data-table electricity-table"
      columns={[{ label: t('stats.period') }, { label: t('stats.kwh'), className: 'numeric' }]}
    >
      {data.points.map((point) => (
        <tr key={point.period}>
          <th scope="row">{periodLabel(point.period, mode)}</th>
          <td className="numeric">{formatKwh(point.wh, mode)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

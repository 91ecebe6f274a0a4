import { useId } from 'react';
import { saveFile } from '../../shared/api/saveFile.ts';
import type { MeasuredTimber, Measurement } from '../../shared/contracts/ordered-services.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { formatDate, formatSek } from '../../shared/format/index.ts';
import { errorText, type OrderedServicesCalls } from './api.ts';
import { formatCount, formatM3fub } from './format.ts';
import { servicePath } from './paths.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { t } from './t.ts';
import { timberCsv, timberCsvName } from './timberCsv.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';

const sek = (value: number) => formatSek(value, { minimumFractionDigits: 2 });

function download(timber: MeasuredTimber) {
  saveFile(
    new Blob([timberCsv(timber)], { type: 'text/csv;charset=utf-8' }),
    timberCsvName(timber.serviceOrderNumber),
  );
}

function LogBill({ measurement }: { measurement: Measurement }) {
  const summary = t('timber.logBill', {
    logOrder: measurement.logOrderNumber,
    count: measurement.logs.length,
  });
  return (
    <details className="services-log-bill">
      <summary>{summary}</summary>
      <DataTable
        name={{ caption: summary }}
        className="data-table"
        columns={[
          { label: t('timber.log'), className: 'numeric' },
          { label: t('timber.length'), className: 'numeric' },
          { label: t('timber.diameter'), className: 'numeric' },
        ]}
      >
        {measurement.logs.map((log, i) => (
          <tr key={i}>
            <th scope="row" className="numeric">
              {i + 1}
            </th>
            <td className="numeric">{formatCount(log.lengthCm)}</td>
            <td className="numeric">{formatCount(log.diameterMm)}</td>
          </tr>
        ))}
      </DataTable>
    </details>
  );
}

function Report({ timber }: { timber: MeasuredTimber }) {
  const totalsId = useId();
  const measurementsId = useId();
  return (
    <>
      <p>
        {t('timber.intro', {
          number: timber.serviceOrderNumber,
          subProject: timber.subProject,
          estate: timber.estate,
        })}
      </p>
      <div className="services-actions services-no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('timber.print')}
        </button>
        <button type="button" className="button" onClick={() => download(timber)}>
          {t('timber.csv')}
        </button>
      </div>
      <h3 id={totalsId}>{t('timber.totals')}</h3>
      <DataTable
        name={{ labelledBy: totalsId }}
        className="data-table"
        columns={[
          { label: t('timber.assortment') },
          { label: t('timber.quantity'), className: 'numeric' },
          { label: t('timber.value'), className: 'numeric' },
          { label: t('timber.logCount'), className: 'numeric' },
        ]}
      >
        {timber.totals.map((total) => (
          <tr key={total.assortment}>
            <th scope="row">{total.assortment}</th>
            <td className="numeric">{formatM3fub(total.quantityM3fub)}</td>
            <td className="numeric">{sek(total.valueSek)}</td>
            <td className="numeric">{formatCount(total.logCount)}</td>
          </tr>
        ))}
        <tr className="services-total">
          <th scope="row">{t('timber.total')}</th>
          <td className="numeric">{formatM3fub(timber.total.quantityM3fub)}</td>
          <td className="numeric">{sek(timber.total.valueSek)}</td>
          <td className="numeric">{formatCount(timber.total.logCount)}</td>
        </tr>
      </DataTable>
      <h3 id={measurementsId}>{t('timber.measurements')}</h3>
      <DataTable
        name={{ labelledBy: measurementsId }}
        className="data-table"
        columns={[
          { label: t('timber.logOrder') },
          { label: t('timber.assortment') },
          { label: t('timber.deliveryPlace') },
          { label: t('timber.measuredOn'), className: 'nowrap' },
          { label: t('timber.accounting') },
          { label: t('timber.quantity'), className: 'numeric' },
          { label: t('timber.priceBased'), className: 'numeric' },
          { label: t('timber.gross'), className: 'numeric' },
          { label: t('timber.final') },
          { label: t('timber.additions'), className: 'numeric' },
          { label: t('timber.deductions'), className: 'numeric' },
          { label: t('timber.value'), className: 'numeric' },
          { label: t('timber.wreck') },
          { label: t('timber.logCount'), className: 'numeric' },
        ]}
      >
        {timber.measurements.map((m) => (
          <tr key={m.id}>
            <th scope="row" className="nowrap">
              {m.logOrderNumber}
            </th>
            <td>{m.assortment}</td>
            <td>{m.deliveryPlace}</td>
            <td className="nowrap">{formatDate(m.measuredOn)}</td>
            <td className="nowrap">{m.accountingNumber}</td>
            <td className="numeric">{formatM3fub(m.quantityM3fub)}</td>
            <td className="numeric">{formatM3fub(m.priceBasedQuantityM3fub)}</td>
            <td className="numeric">{formatM3fub(m.grossQuantityM3fub)}</td>
            <td>{m.finalMeasured ? t('timber.yes') : t('timber.no')}</td>
            <td className="numeric">{sek(m.additionsSek)}</td>
            <td className="numeric">{sek(m.deductionsSek)}</td>
            <td className="numeric">{sek(m.valueSek)}</td>
            <td>{m.wreckCauses.length > 0 ? m.wreckCauses.join(', ') : t('timber.none')}</td>
            <td className="numeric">{formatCount(m.logs.length)}</td>
          </tr>
        ))}
      </DataTable>
      {timber.measurements.map((m) => (
        <LogBill key={m.id} measurement={m} />
      ))}
    </>
  );
}

/**
 * The measured timber report (§2.2 `tjanst/{n}/inmatt`, §3 Measured timber): totals per
 * assortment, each measurement and its log bill; printable (the print stylesheet leaves the
 * portal's frame out) and downloadable as CSV.
 */
export function MeasuredTimberPage({
  calls,
  profileKey,
  serviceOrderNumber,
  go,
}: {
  calls: OrderedServicesCalls;
  profileKey: string | null;
  serviceOrderNumber: string;
  go(path: string): void;
}) {
  const key = profileKey === null ? null : `${profileKey}|${serviceOrderNumber}`;
  const timber = useLoad(key, (signal) =>
    calls.getMeasuredTimber({ params: { serviceOrderNumber }, signal }),
  );
  let body;
  if (timber.state === 'loading') body = <LoadingStatus>{t('loadingTimber')}</LoadingStatus>;
  else if (timber.state === 'error')
    body = (
      <LoadFailure
        message={errorText(timber.error, t('timber.unavailable'))}
        retryLabel={t('retry')}
        onRetry={timber.reload}
      />
    );
  else body = <Report timber={timber.data} />;
  return (
    <div className="services-timber">
      <p className="services-no-print">
        <PortalLink href={servicePath(serviceOrderNumber)} navigate={go}>
          {t('backToService')}
        </PortalLink>
      </p>
      <h2>{t('timber.heading')}</h2>
      {body}
    </div>
  );
}

import { useId, useState } from 'react';
import type { EconomicYear } from '../../shared/contracts/economic-development.ts';
import { saveFile } from '../../shared/api/saveFile.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { useEconomicDevelopmentCalls } from './api.ts';
import { EconomicChart } from '../../shared/economic-chart/lazy.tsx';
import { chartT } from '../../shared/economic-chart/t.ts';
import {
  formatInUnit,
  formatVolume,
  unitFor,
  type MoneyUnit,
} from '../../shared/economic-chart/units.ts';
import { economicCsv, tableSeries } from './figures.ts';
import { useEconomicDevelopmentPortal } from './portal.ts';
import { t } from './t.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';

type View = 'chart' | 'table';

/**
 * portal-economic-development (economy-membership §2 Economic development): the effective
 * member's economics per year as a chart (a lazy chunk) or as a data table with the same
 * numbers in the same unit, and a CSV download of the exact figures. The content page's own
 * heading names the page (h1).
 */
export function EconomicDevelopmentElement(_props: ServiceElementProps) {
  const portal = useEconomicDevelopmentPortal();
  const calls = useEconomicDevelopmentCalls(portal.api);
  const { profileKey } = portal;
  const load = useLoad(
    profileKey === null ? null : `${profileKey}:economic-development`,
    (signal) => calls.getEconomicDevelopment({ signal }),
  );

  let screen;
  if (portal.profile.state !== 'loaded' || load.state === 'loading') {
    screen = <LoadingStatus>{t('loading')}</LoadingStatus>;
  } else if (load.state === 'error') {
    screen = (
      <p role="alert" className="alert alert-error">
        {chartT('failed')}
      </p>
    );
  } else if (load.data.years.length === 0) {
    screen = <p className="econ-empty">{t('empty')}</p>;
  } else {
    screen = <Figures years={load.data.years} />;
  }
  return <div className="economic-development">{screen}</div>;
}

function Figures({ years }: { years: readonly EconomicYear[] }) {
  const [view, setView] = useState<View>('chart');
  const unit = unitFor(years);
  const download = () =>
    saveFile(new Blob([economicCsv(years)], { type: 'text/csv;charset=utf-8' }), t('fileName'));

  return (
    <>
      <div className="toolbar econ-toolbar">
        <div role="group" aria-label={t('view')} className="econ-view-toggle">
          {(['chart', 'table'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`button button-small${view === option ? ' button-primary' : ''}`}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`view.${option}`)}
            </button>
          ))}
        </div>
        <button type="button" className="button button-small" onClick={download}>
          {t('download')}
        </button>
      </div>
      {view === 'chart' ? (
        <EconomicChart years={years} unit={unit} />
      ) : (
        <FiguresTable years={years} unit={unit} />
      )}
    </>
  );
}

function FiguresTable({ years, unit }: { years: readonly EconomicYear[]; unit: MoneyUnit }) {
  const headingId = useId();
  const unitName = chartT(`unit.${unit}`);
  return (
    <>
      <h2 id={headingId} className="econ-table-heading">
        {t('tableName', { unit: chartT(`unit.${unit}.long`) })}
      </h2>
      <DataTable
        name={{ labelledBy: headingId }}
        className="data-table"
        columns={[
          { label: chartT('series.year') },
          {
            label: `${chartT('series.timberVolume')} (${chartT('volumeUnit')})`,
            className: 'numeric',
          },
          ...tableSeries.map((key) => ({
            label: `${chartT(`series.${key}`)} (${unitName})`,
            className: 'numeric',
          })),
        ]}
      >
        {years.map((y) => (
          <tr key={y.year} data-year={y.year}>
            <th scope="row">{y.year}</th>
            <td className="numeric">{formatVolume(y.timberVolumeM3fub)}</td>
            {tableSeries.map((key) => (
              <td key={key} className="numeric">
                {formatInUnit(y[key], unit)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </>
  );
}

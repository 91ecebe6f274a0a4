import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { moneySeries, type EconomicYear } from '../contracts/economic-development.ts';
import { axisTicks, formatTick, niceMax, rovingTarget } from '../elements/chart.ts';
import { formatVolume, formatWithUnit, inUnit, type MoneyUnit } from './units.ts';
import { chartT as t } from './t.ts';

/**
 * The economic development chart, drawn by hand as SVG (the comparison with Chart.js and
 * uPlot is in shared/contracts/economic-development/README.md): per year a stacked bar of the
 * five money series in the chosen unit with the total above it, and the timber volume in
 * m3fub in a panel below. Each year is one focusable image named with all its figures;
 * the arrow keys, Home and End move between the years (one tab stop), and the year in focus
 * or under the pointer is written out below the chart. Loaded as a chunk of its own.
 */
export function EconomicChart({
  years,
  unit,
}: {
  years: readonly EconomicYear[];
  unit: MoneyUnit;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const [active, setActive] = useState(years.length - 1);
  const yearRefs = useRef<(SVGGElement | null)[]>([]);

  const width = 640;
  const left = 64;
  const right = 8;
  const moneyTop = 24;
  const moneyHeight = 200;
  const volumeTop = moneyTop + moneyHeight + 40;
  const volumeHeight = 70;
  const height = volumeTop + volumeHeight + 28;
  const band = (width - left - right) / years.length;
  const barWidth = Math.min(44, band * 0.6);

  const moneyMax = niceMax(Math.max(0, ...years.map((y) => inUnit(y.totalOre, unit))));
  const moneyTicks = axisTicks(moneyMax);
  const volumeMax = niceMax(Math.max(0, ...years.map((y) => y.timberVolumeM3fub)));
  const moneyY = (value: number) => moneyTop + moneyHeight - (value / moneyMax) * moneyHeight;
  const volumeY = (value: number) => volumeTop + volumeHeight - (value / volumeMax) * volumeHeight;
  const unitName = t(`unit.${unit}`);

  const summary = (y: EconomicYear) =>
    t('yearSummary', {
      year: String(y.year),
      total: formatWithUnit(y.totalOre, unit),
      sales: formatWithUnit(y.salesOre, unit),
      sharing: formatWithUnit(y.profitSharingOre, unit),
      onSales: formatWithUnit(y.dividendOnSalesOre, unit),
      onStakes: formatWithUnit(y.dividendOnStakesOre, unit),
      emission: formatWithUnit(y.stakeIssueEmissionOre, unit),
      volume: `${formatVolume(y.timberVolumeM3fub)} ${t('volumeUnit')}`,
    });

  const move = (event: KeyboardEvent) => {
    const next = rovingTarget(event.key, active, years.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    yearRefs.current[next]?.focus();
  };

  const shown = years[active];
  return (
    <div className="econ-chart">
      {/* On a phone the chart keeps a readable size and scrolls sideways in its column. */}
      <div className="econ-chart-scroll">
        <svg
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          viewBox={`0 0 ${width} ${height}`}
          className="econ-chart-svg"
          onKeyDown={move}
        >
          <title id={titleId}>{t('chartName')}</title>
          <desc id={descriptionId}>{t('chartDescription', { unit: t(`unit.${unit}.long`) })}</desc>
          <g aria-hidden="true" className="econ-axis">
            <text x={0} y={12}>
              {t('moneyAxis', { unit: unitName })}
            </text>
            {moneyTicks.map((tick) => (
              <g key={tick}>
                <line x1={left} x2={width - right} y1={moneyY(tick)} y2={moneyY(tick)} />
                <text x={left - 6} y={moneyY(tick) + 5} textAnchor="end">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            <text x={0} y={volumeTop - 12}>
              {t('volumeAxis')}
            </text>
            <line x1={left} x2={width - right} y1={volumeY(0)} y2={volumeY(0)} />
            <text x={left - 6} y={volumeY(volumeMax) + 5} textAnchor="end">
              {formatTick(volumeMax)}
            </text>
            <text x={left - 6} y={volumeY(0) + 5} textAnchor="end">
              0
            </text>
          </g>
          {years.map((y, index) => {
            const x = left + index * band + (band - barWidth) / 2;
            let stacked = 0;
            return (
              <g
                key={y.year}
                ref={(node) => {
                  yearRefs.current[index] = node;
                }}
                role="img"
                aria-label={summary(y)}
                tabIndex={index === active ? 0 : -1}
                className="econ-year"
                data-year={y.year}
                onFocus={() => setActive(index)}
                onMouseEnter={() => setActive(index)}
              >
                {index === active && (
                  <rect
                    className="econ-active"
                    x={left + index * band + 2}
                    y={moneyTop - 20}
                    width={band - 4}
                    height={volumeTop + volumeHeight - moneyTop + 40}
                  />
                )}
                {moneySeries.map((key, s) => {
                  const value = Math.max(0, inUnit(y[key], unit));
                  const bottom = stacked;
                  stacked += value;
                  if (value === 0) return null;
                  return (
                    <rect
                      key={key}
                      className={`econ-bar econ-s${s}`}
                      x={x}
                      width={barWidth}
                      y={moneyY(bottom + value)}
                      height={moneyY(bottom) - moneyY(bottom + value)}
                    />
                  );
                })}
                <text className="econ-total" x={x + barWidth / 2} y={moneyY(stacked) - 4}>
                  {formatTick(inUnit(y.totalOre, unit))}
                </text>
                <rect
                  className="econ-bar econ-volume"
                  x={x}
                  width={barWidth}
                  y={volumeY(y.timberVolumeM3fub)}
                  height={volumeY(0) - volumeY(y.timberVolumeM3fub)}
                />
                <text className="econ-year-label" x={x + barWidth / 2} y={height - 6}>
                  {y.year}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <div>
        <ul className="econ-legend" aria-label={t('legend')}>
          {moneySeries.map((key, s) => (
            <li key={key}>
              <span className={`econ-swatch econ-s${s}`} aria-hidden="true" />
              {t(`series.${key}`)}
            </li>
          ))}
          <li>
            <span className="econ-swatch econ-volume" aria-hidden="true" />
            {t('series.timberVolume')}
          </li>
        </ul>
        {shown && (
          <p className="econ-readout" data-readout>
            {summary(shown)}
          </p>
        )}
      </div>
    </div>
  );
}

import { moneySeries, type EconomicYear } from '../contracts/economic-development.ts';
import { axisTicks, formatTick, niceMax } from '../elements/chart.ts';
import { ChartFrame, useChartFocus, ValueAxis } from '../elements/ChartFrame.tsx';
import { formatVolume, formatWithUnit, inUnit, type MoneyUnit } from './units.ts';
import { chartT as t } from './t.ts';

/**
 * The economic development chart, drawn by hand as SVG (the comparison with Chart.js and
 * uPlot is in shared/contracts/economic-development/README.md): per year a stacked bar of the
 * five money series in the chosen unit with the total above it, and the timber volume in
 * m3fub in a panel below, in the chart kit's frame (shared/elements/ChartFrame.tsx). Each year
 * is one focusable image named with all its figures. Loaded as a chunk of its own.
 */
export function EconomicChart({
  years,
  unit,
}: {
  years: readonly EconomicYear[];
  unit: MoneyUnit;
}) {
  const { active, onKeyDown, itemProps } = useChartFocus(years.length);

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
  const volumeMax = niceMax(Math.max(0, ...years.map((y) => y.timberVolumeM3fub)));
  const moneyY = (value: number) => moneyTop + moneyHeight - (value / moneyMax) * moneyHeight;
  const volumeY = (value: number) => volumeTop + volumeHeight - (value / volumeMax) * volumeHeight;

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
  const shown = years[active];

  const legend = (
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
  );

  return (
    <ChartFrame
      name={t('chartName')}
      description={t('chartDescription', { unit: t(`unit.${unit}.long`) })}
      width={width}
      height={height}
      onKeyDown={onKeyDown}
      legend={legend}
      readout={shown && summary(shown)}
    >
      <ValueAxis
        label={t('moneyAxis', { unit: t(`unit.${unit}`) })}
        ticks={axisTicks(moneyMax)}
        y={moneyY}
        left={left}
        right={width - right}
      />
      <ValueAxis
        label={t('volumeAxis')}
        ticks={[0, volumeMax]}
        y={volumeY}
        left={left}
        right={width - right}
      />
      {years.map((y, index) => {
        const x = left + index * band + (band - barWidth) / 2;
        let stacked = 0;
        return (
          <g
            key={y.year}
            {...itemProps(index)}
            role="img"
            aria-label={summary(y)}
            className="econ-year"
            data-year={y.year}
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
    </ChartFrame>
  );
}

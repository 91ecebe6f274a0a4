import type { ConsumptionPoint, StatisticsMode } from '../../shared/contracts/electricity.ts';
import { axisTicks, niceMax } from '../../shared/elements/chart.ts';
import { ChartFrame, useChartFocus, ValueAxis } from '../../shared/elements/ChartFrame.tsx';
import { formatKwh, periodLabel } from './format.ts';
import { t } from './t.ts';

/**
 * The consumption as bars, drawn by hand in SVG in the chart kit's frame (shared/elements/
 * ChartFrame.tsx): each period one focusable image named with its figure.
 */
export function ConsumptionChart({
  points,
  mode,
}: {
  points: readonly ConsumptionPoint[];
  mode: StatisticsMode;
}) {
  const { active, onKeyDown, itemProps } = useChartFocus(points.length);

  const width = 640;
  const left = 56;
  const right = 8;
  const top = 24;
  const plot = 220;
  const height = top + plot + 28;
  const band = (width - left - right) / points.length;
  const barWidth = Math.max(2, Math.min(36, band * 0.7));
  const max = niceMax(Math.max(0, ...points.map((p) => p.wh / 1000)));
  const y = (kwh: number) => top + plot - (kwh / max) * plot;
  const labelEvery = Math.ceil(points.length / 12);
  const name = (p: ConsumptionPoint) =>
    t('chart.point', { period: periodLabel(p.period, mode), kwh: formatKwh(p.wh, mode) });
  const shown = points[active];

  return (
    <ChartFrame
      name={t('chart.name', { mode: t(`unit.${mode}`) })}
      description={t('chart.description')}
      width={width}
      height={height}
      onKeyDown={onKeyDown}
      readout={shown && name(shown)}
    >
      <ValueAxis
        label={t('chart.axis')}
        ticks={axisTicks(max)}
        y={y}
        left={left}
        right={width - right}
      />
      {points.map((point, index) => {
        const x = left + index * band + (band - barWidth) / 2;
        const kwh = point.wh / 1000;
        return (
          <g
            key={point.period}
            {...itemProps(index)}
            role="img"
            aria-label={name(point)}
            className="econ-year"
            data-period={point.period}
          >
            {index === active && (
              <rect
                className="econ-active"
                x={left + index * band}
                y={top - 8}
                width={band}
                height={plot + 8}
              />
            )}
            <rect
              className="econ-bar econ-s0"
              x={x}
              width={barWidth}
              y={y(kwh)}
              height={y(0) - y(kwh)}
            />
            {index % labelEvery === 0 && (
              <text className="econ-year-label" x={x + barWidth / 2} y={height - 6}>
                {axisLabel(point.period, mode)}
              </text>
            )}
          </g>
        );
      })}
    </ChartFrame>
  );
}

/** A short label under a bar: the hour, the day of the month, the week number, the month. */
function axisLabel(period: string, mode: StatisticsMode): string {
  if (mode === 'hour') return period.slice(-2);
  if (mode === 'day') return period.slice(8);
  if (mode === 'week') return period.slice(-2);
  return period.slice(5);
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ConsumptionPoint, StatisticsMode } from '../../shared/contracts/electricity.ts';
import { axisTicks, formatTick, niceMax, rovingTarget } from '../../shared/elements/chart.ts';
import { formatKwh, periodLabel } from './format.ts';
import { t } from './t.ts';

/**
 * The consumption as bars, drawn by hand in SVG with the chart kit (shared/elements/chart.ts):
 * each period one focusable image named with its figure; arrows, Home and End move between
 * them (one tab stop) and the period in focus or under the pointer is written out below.
 */
export function ConsumptionChart({
  points,
  mode,
}: {
  points: readonly ConsumptionPoint[];
  mode: StatisticsMode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const [active, setActive] = useState(points.length - 1);
  const refs = useRef<(SVGGElement | null)[]>([]);

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

  const move = (event: KeyboardEvent) => {
    const next = rovingTarget(event.key, active, points.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };
  const shown = points[active];

  return (
    <div className="econ-chart">
      <div className="econ-chart-scroll">
        <svg
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          viewBox={`0 0 ${width} ${height}`}
          className="econ-chart-svg"
          onKeyDown={move}
        >
          <title id={titleId}>{t('chart.name', { mode: t(`unit.${mode}`) })}</title>
          <desc id={descriptionId}>{t('chart.description')}</desc>
          <g aria-hidden="true" className="econ-axis">
            <text x={0} y={12}>
              {t('chart.axis')}
            </text>
            {axisTicks(max).map((tick) => (
              <g key={tick}>
                <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} />
                <text x={left - 6} y={y(tick) + 5} textAnchor="end">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
          </g>
          {points.map((point, index) => {
            const x = left + index * band + (band - barWidth) / 2;
            const kwh = point.wh / 1000;
            return (
              <g
                key={point.period}
                ref={(node) => {
                  refs.current[index] = node;
                }}
                role="img"
                aria-label={name(point)}
                tabIndex={index === active ? 0 : -1}
                className="econ-year"
                data-period={point.period}
                onFocus={() => setActive(index)}
                onMouseEnter={() => setActive(index)}
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
        </svg>
      </div>
      {shown && (
        <p className="econ-readout" data-readout>
          {name(shown)}
        </p>
      )}
    </div>
  );
}

/** A short label under a bar: the hour, the day of the month, the week number, the month. */
function axisLabel(period: string, mode: StatisticsMode): string {
  if (mode === 'hour') return period.slice(-2);
  if (mode === 'day') return period.slice(8);
  if (mode === 'week') return period.slice(-2);
  return period.slice(5);
}

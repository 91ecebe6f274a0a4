import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatTick, rovingTarget } from './chart.ts';

/**
 * Focus among a chart's items: one tab stop, the arrows, Home and End move between the items,
 * and the item in focus or under the pointer is the active one (written out below the chart).
 * The last item starts active.
 */
export function useChartFocus(count: number) {
  const [active, setActive] = useState(count - 1);
  const refs = useRef<(SVGGElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = rovingTarget(event.key, active, count);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  /** The props of item `index`'s <g role="img">. */
  const itemProps = (index: number) => ({
    ref: (node: SVGGElement | null) => {
      refs.current[index] = node;
    },
    tabIndex: index === active ? 0 : -1,
    onFocus: () => setActive(index),
    onMouseEnter: () => setActive(index),
  });

  return { active, onKeyDown, itemProps };
}

/**
 * The frame of the portal's hand-drawn SVG charts: a group named by its title and described
 * by its description, scrolling sideways in its column on a phone (it keeps a readable size),
 * then an optional legend and the readout of the active item.
 */
export function ChartFrame({
  name,
  description,
  width,
  height,
  onKeyDown,
  legend,
  readout,
  children,
}: {
  name: string;
  description: string;
  width: number;
  height: number;
  onKeyDown: (event: KeyboardEvent) => void;
  legend?: ReactNode;
  readout: string | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div className="econ-chart">
      <div className="econ-chart-scroll">
        <svg
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          viewBox={`0 0 ${width} ${height}`}
          className="econ-chart-svg"
          onKeyDown={onKeyDown}
        >
          <title id={titleId}>{name}</title>
          <desc id={descriptionId}>{description}</desc>
          {children}
        </svg>
      </div>
      <div>
        {legend}
        {readout && (
          <p className="econ-readout" data-readout>
            {readout}
          </p>
        )}
      </div>
    </div>
  );
}

/** A value axis: its label above, a gridline and a Swedish label per tick (hidden from AT). */
export function ValueAxis({
  label,
  ticks,
  y,
  left,
  right,
}: {
  label: string;
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  right: number;
}) {
  return (
    <g aria-hidden="true" className="econ-axis">
      <text x={0} y={y(ticks.at(-1) ?? 0) - 12}>
        {label}
      </text>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text x={left - 6} y={y(tick) + 5} textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

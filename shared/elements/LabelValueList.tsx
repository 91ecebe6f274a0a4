import type { ReactNode } from 'react';

/** One row: what it is, and its value (text or markup). */
export type LabelValueRow = readonly [label: string, value: ReactNode];

/**
 * Facts as a description list, each row a <div> holding its <dt> and <dd> (valid HTML, and a
 * row stays one block in a grid or a stack). A row without a value (null, undefined, false or
 * '') is left out, so a caller writes `[label, x && format(x)]` rather than filtering. The look is the
 * caller's `className` (details-grid, details-stacked, or the area's own); name the list with
 * `aria-labelledby` (its heading) or `aria-label` where the page has several.
 */
export function LabelValueList({
  rows,
  className,
  ...name
}: {
  rows: readonly LabelValueRow[];
  className: string;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
}) {
  return (
    <dl className={className} {...name}>
      {rows.map(([label, value]) =>
        value === null || value === undefined || value === false || value === '' ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

import type { ReactNode, Ref } from 'react';

/** What names a table: its own caption, or a heading above it (by id). */
export type TableName = { caption: string } | { labelledBy: string };

/**
 * A table wider than a 320 px screen scrolls inside its own region instead of widening the
 * page (WCAG 1.4.10); the region takes focus, so a keyboard can scroll it (2.1.1, axe
 * scrollable-region-focusable). The region is named like its table: `label` (the caption's
 * text) or `labelledBy` (the heading above). Named by a heading, the region is the landmark of
 * that heading: a `<section>` around it must not take the same name (axe landmark-unique).
 * Looks: `.table-scroll` in host/styles.css.
 */
export function TableScroll({
  children,
  ...name
}: ({ label: string } | { labelledBy: string }) & { children: ReactNode }) {
  return (
    <div
      className="table-scroll"
      role="region"
      {...('label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that may scroll sideways must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/** A column heading; `className` e.g. the area's class for right-aligned numbers. */
export interface TableColumn {
  label: string;
  className?: string | undefined;
}

/**
 * A data table in its scrolling region (TableScroll): named by its caption or by the
 * heading above (`name`), column headings from `columns` (false for a column left out),
 * the rows as `children` (the body's <tr>s; a row's own name in <th scope="row">).
 */
export function DataTable({
  name,
  className,
  columns,
  tableRef,
  children,
}: {
  name: TableName;
  /** The table's class: its looks (e.g. `data-table`). */
  className: string;
  columns: readonly (TableColumn | false | null | undefined)[];
  tableRef?: Ref<HTMLTableElement> | undefined;
  children: ReactNode;
}) {
  const captioned = 'caption' in name;
  return (
    <TableScroll {...(captioned ? { label: name.caption } : { labelledBy: name.labelledBy })}>
      <table
        ref={tableRef}
        className={className}
        aria-labelledby={captioned ? undefined : name.labelledBy}
      >
        {captioned && <caption>{name.caption}</caption>}
        <thead>
          <tr>
            {columns.map(
              (column) =>
                column && (
                  <th key={column.label} scope="col" className={column.className}>
                    {column.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

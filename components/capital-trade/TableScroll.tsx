import type { ReactNode } from 'react';

/**
 * A table wider than a 320 px screen scrolls inside its own region instead of widening the
 * page (WCAG 1.4.10); the region takes focus, so a keyboard can scroll it (2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="trade-table-scroll"
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}

import { assert, equal } from '../../testing/assert.ts';

/**
 * WCAG 1.4.10 at a phone's 320 px (set with setViewport first): the page does not scroll
 * sideways, and the table scrolls in its own focusable region, which is returned.
 */
export function assertTableReflows(table: HTMLElement, width = 320): HTMLElement {
  assert(
    document.documentElement.scrollWidth <= width,
    `page width ${document.documentElement.scrollWidth}`,
  );
  const region = table.parentElement!;
  equal(region.getAttribute('role'), 'region');
  equal(region.tabIndex, 0);
  assert(region.clientWidth <= width, `region width ${region.clientWidth}`);
  return region;
}

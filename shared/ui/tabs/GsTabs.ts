import { css, html, nothing } from 'lit';
import { LinkedElement } from '../internal/LinkedElement.ts';
import { baseStyles } from '../internal/styles.ts';

/** One tab: a page of its own with its address; `current` marks the page being shown. */
export interface TabLink {
  href: string;
  text: string;
  current?: boolean | undefined;
}

/**
 * Tabs between the pages of one group: a navigation landmark of ordinary links, the open
 * page's link marked aria-current="page". Each tab is its own address, so a tab can be
 * bookmarked, opened in a new tab and reached without script state; Tab moves between
 * them and Enter follows one (no roving focus: these are links, not an ARIA tablist).
 */
export class GsTabs extends LinkedElement {
  static override properties = {
    label: { type: String },
    items: { attribute: false },
  };
  static override styles = [
    baseStyles,
    css`
      ul {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.5rem;
        margin: 0;
        padding: 0;
        list-style: none;
        border-bottom: 1px solid var(--border, #8a948c);
      }
      li {
        display: flex;
        min-width: 0;
      }
      a {
        display: flex;
        align-items: center;
        min-height: 44px;
        padding: 0.4rem 0.75rem;
        margin-bottom: -1px;
        border-bottom: 4px solid transparent;
        color: var(--green, #1f5130);
        font-weight: 600;
        text-decoration: none;
        overflow-wrap: anywhere;
      }
      a:hover {
        text-decoration: underline;
        text-decoration-thickness: 2px;
      }
      a[aria-current='page'] {
        border-bottom-color: var(--green, #1f5130);
        color: var(--green-dark, #143820);
      }
      @media (forced-colors: active) {
        a[aria-current='page'] {
          border-bottom-color: LinkText;
        }
      }
    `,
  ];

  /** The navigation's accessible name (the group the tabs belong to). */
  declare label: string;
  declare items: TabLink[];

  constructor() {
    super();
    this.label = '';
    this.items = [];
  }

  /** Focuses the open tab's link (after the host routed to it, whose page replaced ours). */
  focusCurrent(): void {
    this.renderRoot.querySelector<HTMLElement>('a[aria-current="page"]')?.focus();
  }

  protected override render() {
    if (this.items.length === 0) return nothing;
    return html`<nav aria-label=${this.label}>
      <ul>
        ${this.items.map(
          (item) =>
            html`<li>
              <a href=${item.href} aria-current=${item.current ? 'page' : nothing}>${item.text}</a>
            </li>`,
        )}
      </ul>
    </nav>`;
  }
}

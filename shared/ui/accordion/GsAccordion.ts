import { css, html } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { AccordionItemBlock } from '../../contracts/content.ts';
import { GsAccordionItem } from '../accordion-item/index.ts';
import { ItemsElement } from '../internal/ItemsElement.ts';
import { baseStyles } from '../internal/styles.ts';

const focusKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * A group of accordion sections: from `items`, or gs-accordion-item children when `items` is
 * empty. Besides Tab, the APG's optional keys move between the section buttons: Up/Down
 * (wrapping), Home and End.
 */
export class GsAccordion extends ItemsElement<AccordionItemBlock> {
  static override styles = [
    baseStyles,
    css`
      .items {
        border-top: 1px solid var(--border, #8a948c);
      }
    `,
  ];

  constructor() {
    super();
    this.addEventListener('keydown', this.onKeydown);
  }

  private sections(): GsAccordionItem[] {
    const own = [...this.renderRoot.querySelectorAll('gs-accordion-item')];
    return own.length > 0
      ? own
      : [...this.children].filter((child) => child instanceof GsAccordionItem);
  }

  private readonly onKeydown = (event: KeyboardEvent) => {
    if (!focusKeys.has(event.key)) return;
    const sections = this.sections();
    const path = event.composedPath();
    const from = sections.findIndex((section) => path.includes(section));
    // Only from a section's button, not from links or fields inside an open panel.
    const origin = path[0];
    if (
      from < 0 ||
      !(origin instanceof HTMLButtonElement) ||
      origin.getRootNode() !== sections[from]!.shadowRoot
    )
      return;
    const last = sections.length - 1;
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (from + 1) % sections.length
            : (from - 1 + sections.length) % sections.length;
    event.preventDefault();
    sections[to]!.focus();
  };

  /** Slotted sections take the level below the accordion's heading unless they set their own. */
  private onSlotChange(): void {
    for (const section of this.sections()) {
      if (!section.hasAttribute('heading-level')) section.headingLevel = this.itemLevel;
    }
  }

  protected override render() {
    const itemLevel = this.itemLevel;
    const body =
      this.items.length > 0
        ? repeat(
            this.items,
            (item, index) => `${index}-${item.heading}`,
            (item) =>
              html`<gs-accordion-item
                .heading=${item.heading}
                .html=${item.html}
                .open=${item.open ?? false}
                .headingLevel=${itemLevel}
              ></gs-accordion-item>`,
          )
        : html`<slot @slotchange=${this.onSlotChange}></slot>`;
    return this.withHeading(html`<div class="items">${body}</div>`);
  }
}

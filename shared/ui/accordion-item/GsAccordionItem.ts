import { LitElement, css, html, nothing } from 'lit';
import type { AccordionItemBlock } from '../../contracts/content.ts';
import { heading, headingLevel, type HeadingLevel } from '../internal/heading.ts';
import { chevronIcon } from '../internal/icons.ts';
import { uniqueId } from '../internal/ids.ts';
import { baseStyles } from '../internal/styles.ts';
import '../text/index.ts';

/**
 * One accordion section (WAI-ARIA APG accordion): a heading holding a button with
 * aria-expanded and aria-controls, and a region labelled by the button. Enter and Space
 * toggle (native button). The body is the editor's html, then any slotted content.
 */
export class GsAccordionItem extends LitElement {
  static override properties = {
    heading: { type: String },
    html: { type: String },
    open: { type: Boolean, reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };
  static override styles = [
    baseStyles,
    css`
      :host {
        border-bottom: 1px solid var(--border, #8a948c);
      }
      .heading {
        margin: 0;
        font-size: 1.1rem;
      }
      button {
        display: flex;
        width: 100%;
        align-items: center;
        justify-content: space-between;
        gap: 1rem;
        padding: 0.75rem 0.5rem;
        border: 0;
        background: none;
        color: var(--green-dark, #143820);
        font-weight: 600;
        text-align: left;
      }
      button:hover {
        background: var(--green-light, #e6efe8);
      }
      button svg {
        transition: transform 0.15s ease;
      }
      button[aria-expanded='true'] svg {
        transform: rotate(180deg);
      }
      @media (prefers-reduced-motion: reduce) {
        button svg {
          transition: none;
        }
      }
      .panel {
        padding: 0 0.5rem 1rem;
      }
    `,
  ];

  declare heading: AccordionItemBlock['heading'];
  declare html: AccordionItemBlock['html'];
  /** Open initially (the block's `open`), then as the member toggles it. */
  declare open: boolean;
  declare headingLevel: HeadingLevel;
  private readonly buttonId = uniqueId('gs-accordion-button');
  private readonly panelId = uniqueId('gs-accordion-panel');

  constructor() {
    super();
    this.heading = '';
    this.html = '';
    this.open = false;
    this.headingLevel = 2;
  }

  /** Moves focus to the section's button (arrow keys in gs-accordion). */
  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector('button')?.focus(options);
  }

  private toggle(): void {
    this.open = !this.open;
  }

  protected override render() {
    const button = html`<button
      id=${this.buttonId}
      aria-expanded=${this.open ? 'true' : 'false'}
      aria-controls=${this.panelId}
      @click=${this.toggle}
    >
      <span>${this.heading}</span>${chevronIcon}
    </button>`;
    return html`${heading(headingLevel(this.headingLevel), button, { className: 'heading' })}
      <div
        class="panel"
        id=${this.panelId}
        role="region"
        aria-labelledby=${this.buttonId}
        ?hidden=${!this.open}
      >
        ${this.html ? html`<gs-text .html=${this.html}></gs-text>` : nothing}
        <slot></slot>
      </div>`;
  }
}

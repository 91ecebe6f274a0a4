import { LitElement, css, html } from 'lit';
import { heading, headingLevel, type HeadingLevel } from '../internal/heading.ts';
import { uniqueId } from '../internal/ids.ts';
import { baseStyles } from '../internal/styles.ts';

/**
 * A group of blocks under a heading; the host renders the blocks as children. With a heading
 * it is a region named by it, without one a plain group.
 */
export class GsSection extends LitElement {
  static override properties = {
    heading: { type: String },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };
  static override styles = [
    baseStyles,
    css`
      ::slotted(*) {
        margin-bottom: 1.5rem;
      }
      ::slotted(:last-child) {
        margin-bottom: 0;
      }
    `,
  ];

  declare heading: string | undefined;
  declare headingLevel: HeadingLevel;
  private readonly headingId = uniqueId('gs-section');

  constructor() {
    super();
    this.heading = undefined;
    this.headingLevel = 2;
  }

  protected override render() {
    if (!this.heading) return html`<div><slot></slot></div>`;
    return html`<section aria-labelledby=${this.headingId}>
      ${heading(headingLevel(this.headingLevel), this.heading, { id: this.headingId })}
      <slot></slot>
    </section>`;
  }
}

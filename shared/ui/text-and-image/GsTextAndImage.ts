import { LitElement, css, html, nothing } from 'lit';
import { heading, headingLevel, type HeadingLevel } from '../internal/heading.ts';
import { baseStyles } from '../internal/styles.ts';
import '../text/index.ts';

/**
 * Text beside a picture, the picture on the editor's side (left or right). On a narrow
 * screen the picture goes above the text. The text comes first in reading order either way.
 */
export class GsTextAndImage extends LitElement {
  static override properties = {
    heading: { type: String },
    html: { type: String },
    imageUrl: { type: String, attribute: 'image-url' },
    imageAlt: { type: String, attribute: 'image-alt' },
    imagePosition: { type: String, attribute: 'image-position', reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };
  static override styles = [
    baseStyles,
    css`
      :host {
        container-type: inline-size;
      }
      .layout {
        display: flex;
        flex-direction: column;
        gap: 1rem;
      }
      .picture {
        order: -1;
      }
      .picture img {
        display: block;
        width: 100%;
        border-radius: var(--radius, 6px);
      }
      @container (min-width: 40rem) {
        .layout {
          flex-direction: row;
          align-items: flex-start;
          gap: 1.5rem;
        }
        .layout > * {
          flex: 1 1 0;
        }
        .layout.right .picture {
          order: 1;
        }
      }
    `,
  ];

  declare heading: string | undefined;
  declare html: string;
  declare imageUrl: string;
  /** Empty marks the picture as decorative. */
  declare imageAlt: string;
  declare imagePosition: 'left' | 'right';
  declare headingLevel: HeadingLevel;

  constructor() {
    super();
    this.heading = undefined;
    this.html = '';
    this.imageUrl = '';
    this.imageAlt = '';
    this.imagePosition = 'left';
    this.headingLevel = 2;
  }

  protected override render() {
    const side = this.imagePosition === 'right' ? 'right' : 'left';
    return html`<div class="layout ${side}">
      <div class="text">
        ${this.heading ? heading(headingLevel(this.headingLevel), this.heading) : nothing}
        <gs-text .html=${this.html}></gs-text>
      </div>
      ${
        this.imageUrl
          ? html`<div class="picture"><img src=${this.imageUrl} alt=${this.imageAlt ?? ''} /></div>`
          : nothing
      }
    </div>`;
  }
}

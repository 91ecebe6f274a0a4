import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../internal/styles.ts';

/** A picture with its alt text (empty: decorative) and an optional caption. */
export class GsImage extends LitElement {
  static override properties = {
    url: { type: String },
    alt: { type: String },
    caption: { type: String },
  };
  static override styles = [
    baseStyles,
    css`
      figure {
        margin: 0;
      }
      img {
        display: block;
        border-radius: var(--radius, 6px);
      }
      figcaption {
        margin-top: 0.4rem;
        color: var(--muted, #4a524c);
        font-size: 0.9rem;
      }
    `,
  ];

  declare url: string;
  declare alt: string;
  declare caption: string | undefined;

  constructor() {
    super();
    this.url = '';
    this.alt = '';
    this.caption = undefined;
  }

  protected override render() {
    if (!this.url) return nothing;
    const img = html`<img src=${this.url} alt=${this.alt ?? ''} />`;
    if (!this.caption) return img;
    return html`<figure>
      ${img}
      <figcaption>${this.caption}</figcaption>
    </figure>`;
  }
}

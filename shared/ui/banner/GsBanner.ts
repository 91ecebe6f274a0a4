import { css, html, nothing } from 'lit';
import { heading, headingLevel } from '../internal/heading.ts';
import { LinkBlockElement } from '../internal/LinkBlockElement.ts';
import { baseStyles } from '../internal/styles.ts';

/**
 * A prominent block: heading and text on the portal's dark green (white text, 11:1), an
 * optional picture beside it and an optional call-to-action link.
 */
export class GsBanner extends LinkBlockElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        container-type: inline-size;
      }
      .banner {
        display: grid;
        /* Zero minimum and wrapping words: larger text or a narrow screen grows the banner
           downwards instead of cutting it off (WCAG 1.4.4, 1.4.10). */
        grid-template-columns: minmax(0, 1fr);
        overflow-wrap: break-word;
        border-radius: var(--radius, 6px);
        background: var(--green-dark, #143820);
        color: #ffffff;
      }
      @container (min-width: 40rem) {
        .banner.with-image {
          grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
        }
        .banner.with-image img {
          border-radius: var(--radius, 6px) 0 0 var(--radius, 6px);
        }
      }
      img {
        display: block;
        border-radius: var(--radius, 6px) var(--radius, 6px) 0 0;
        width: 100%;
        height: 100%;
        min-height: 10rem;
        object-fit: cover;
      }
      .content {
        padding: 1.5rem;
      }
      .content > :is(h1, h2, h3, h4, h5, h6) {
        color: #ffffff;
      }
      a.cta {
        display: inline-block;
        margin-top: 0.5rem;
        padding: 0.5rem 1.25rem;
        border-radius: var(--radius, 6px);
        background: #ffffff;
        color: var(--green-dark, #143820);
        font-weight: 600;
        text-decoration: none;
      }
      a.cta:hover {
        background: var(--green-light, #e6efe8);
        color: var(--green-dark, #143820);
        text-decoration: underline;
      }
      a.cta:focus-visible {
        outline-color: #ffffff;
        outline-offset: 3px;
      }
    `,
  ];

  protected override render() {
    return html`<div class="banner ${this.imageUrl ? 'with-image' : ''}">
      ${this.renderImage()}
      <div class="content">
        ${heading(headingLevel(this.headingLevel), this.heading)} ${this.renderText()}
        ${this.link ? html`<a class="cta" href=${this.link.href}>${this.link.text}</a>` : nothing}
      </div>
    </div>`;
  }
}

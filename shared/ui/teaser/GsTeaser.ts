import { LitElement, css, html, nothing } from 'lit';
import type { ContentLink, TeaserBlock } from '../../contracts/content.ts';
import { cardStyles } from '../internal/card.ts';
import { heading, headingLevel, type HeadingLevel } from '../internal/heading.ts';
import { uniqueId } from '../internal/ids.ts';
import { listenForLinkClicks } from '../internal/links.ts';
import { baseStyles } from '../internal/styles.ts';

/** A teaser card (heading, text, optional image and link); the whole card is the link. */
export class GsTeaser extends LitElement {
  static override properties = {
    heading: { type: String },
    text: { type: String },
    link: { attribute: false },
    unavailable: { type: String },
    imageUrl: { type: String, attribute: 'image-url' },
    imageAlt: { type: String, attribute: 'image-alt' },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };
  static override styles = [
    baseStyles,
    cardStyles,
    css`
      .card.unavailable {
        border-style: dashed;
        background: var(--page, #f6f7f4);
      }
      .reason {
        margin: auto 0 0;
        color: var(--muted, #4a524c);
        font-weight: 600;
      }
    `,
  ];

  declare heading: TeaserBlock['heading'];
  declare text: TeaserBlock['text'];
  declare link: ContentLink | undefined;
  /**
   * Why the member cannot follow the link (a service they lack): the card then shows as
   * disabled, a link that goes nowhere, with the reason written on it.
   */
  declare unavailable: string | undefined;
  declare imageUrl: string | null | undefined;
  /** Empty (the default) marks the image as decorative. */
  declare imageAlt: string | undefined;
  declare headingLevel: HeadingLevel;

  constructor() {
    super();
    this.heading = '';
    this.text = '';
    this.link = undefined;
    this.unavailable = undefined;
    this.imageUrl = undefined;
    this.imageAlt = undefined;
    this.headingLevel = 2;
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    listenForLinkClicks(this, root);
    return root;
  }

  private readonly reasonId = uniqueId('gs-teaser-reason');

  protected override render() {
    const { link, unavailable } = this;
    if (link && unavailable) return this.renderUnavailable(unavailable);
    const title = link
      ? html`<a class="stretched" href=${link.href}>${this.heading}</a>`
      : this.heading;
    return html`<div class="card">
      ${this.imageUrl ? html`<img src=${this.imageUrl} alt=${this.imageAlt ?? ''} />` : nothing}
      <div class="body">
        ${heading(headingLevel(this.headingLevel), title)}
        ${this.text ? html`<p>${this.text}</p>` : nothing}
        ${link?.text ? html`<span class="more" aria-hidden="true">${link.text} →</span>` : nothing}
      </div>
    </div>`;
  }

  private renderUnavailable(reason: string) {
    const title = html`<a
      aria-disabled="true"
      role="link"
      tabindex="0"
      aria-describedby=${this.reasonId}
      >${this.heading}</a
    >`;
    return html`<div class="card unavailable">
      <div class="body">
        ${heading(headingLevel(this.headingLevel), title)}
        ${this.text ? html`<p>${this.text}</p>` : nothing}
        <p class="reason" id=${this.reasonId}>${reason}</p>
      </div>
    </div>`;
  }
}

import { LitElement, html, nothing } from 'lit';
import type { ContentLink, TeaserBlock } from '../../contracts/content.ts';
import { cardStyles } from '../internal/card.ts';
import { heading, headingLevel, type HeadingLevel } from '../internal/heading.ts';
import { listenForLinkClicks } from '../internal/links.ts';
import { baseStyles } from '../internal/styles.ts';

/** A teaser card (heading, text, optional image and link); the whole card is the link. */
export class GsTeaser extends LitElement {
  static override properties = {
    heading: { type: String },
    text: { type: String },
    link: { attribute: false },
    imageUrl: { type: String, attribute: 'image-url' },
    imageAlt: { type: String, attribute: 'image-alt' },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };
  static override styles = [baseStyles, cardStyles];

  declare heading: TeaserBlock['heading'];
  declare text: TeaserBlock['text'];
  declare link: ContentLink | undefined;
  declare imageUrl: string | null | undefined;
  /** Empty (the default) marks the image as decorative. */
  declare imageAlt: string | undefined;
  declare headingLevel: HeadingLevel;

  constructor() {
    super();
    this.heading = '';
    this.text = '';
    this.link = undefined;
    this.imageUrl = undefined;
    this.imageAlt = undefined;
    this.headingLevel = 2;
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    listenForLinkClicks(this, root);
    return root;
  }

  protected override render() {
    const { link } = this;
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
}

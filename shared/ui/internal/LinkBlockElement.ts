import { html, nothing, type PropertyDeclarations } from 'lit';
import type { ContentLink } from '../../contracts/content.ts';
import type { HeadingLevel } from './heading.ts';
import { LinkedElement } from './LinkedElement.ts';

/**
 * The shell of a block with a heading, a text, an optional picture and a link (gs-teaser,
 * gs-banner): their properties, defaults and the parts they draw alike.
 */
export class LinkBlockElement extends LinkedElement {
  static override properties: PropertyDeclarations = {
    heading: { type: String },
    text: { type: String },
    link: { attribute: false },
    imageUrl: { type: String, attribute: 'image-url' },
    imageAlt: { type: String, attribute: 'image-alt' },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };

  declare heading: string;
  declare text: string | undefined;
  declare link: ContentLink | undefined;
  declare imageUrl: string | null | undefined;
  /** Empty (the default) marks the picture as decorative. */
  declare imageAlt: string | undefined;
  declare headingLevel: HeadingLevel;

  constructor() {
    super();
    this.heading = '';
    this.text = undefined;
    this.link = undefined;
    this.imageUrl = undefined;
    this.imageAlt = undefined;
    this.headingLevel = 2;
  }

  protected renderImage() {
    return this.imageUrl ? html`<img src=${this.imageUrl} alt=${this.imageAlt ?? ''} />` : nothing;
  }

  protected renderText() {
    return this.text ? html`<p>${this.text}</p>` : nothing;
  }
}

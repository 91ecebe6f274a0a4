import { LitElement, css, html } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { TeaserBlock } from '../../contracts/content.ts';
import { heading, headingLevel, nextLevel, type HeadingLevel } from '../internal/heading.ts';
import { baseStyles } from '../internal/styles.ts';
import '../teaser/index.ts';

/** A heading and a grid of teaser cards (one column on a phone). */
export class GsTeasers extends LitElement {
  static override properties = {
    heading: { type: String },
    items: { attribute: false },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };
  static override styles = [
    baseStyles,
    css`
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 1rem;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
      }
    `,
  ];

  declare heading: string | undefined;
  /** `unavailable`: why the member cannot follow that card's link (see gs-teaser). */
  declare items: (TeaserBlock & { unavailable?: string | undefined })[];
  declare headingLevel: HeadingLevel;

  constructor() {
    super();
    this.heading = undefined;
    this.items = [];
    this.headingLevel = 2;
  }

  protected override render() {
    const level = headingLevel(this.headingLevel);
    const itemLevel = this.heading ? nextLevel(level) : level;
    const list = html`<ul>
      ${repeat(
        this.items,
        (item, index) => `${index}-${item.heading}`,
        (item) =>
          html`<li>
            <gs-teaser
              .heading=${item.heading}
              .text=${item.text}
              .link=${item.link}
              .unavailable=${item.unavailable}
              .imageUrl=${item.imageUrl}
              .imageAlt=${item.imageAlt}
              .headingLevel=${itemLevel}
            ></gs-teaser>
          </li>`,
      )}
    </ul>`;
    if (!this.heading) return list;
    return html`<div>${heading(level, this.heading)} ${list}</div>`;
  }
}

import { LitElement, css, html } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { ContactBlock } from '../../contracts/content.ts';
import { heading, headingLevel, nextLevel, type HeadingLevel } from '../internal/heading.ts';
import { baseStyles } from '../internal/styles.ts';
import '../contact/index.ts';

/** A heading and a list of contact cards. */
export class GsContacts extends LitElement {
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
        gap: 1.25rem;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
      }
    `,
  ];

  declare heading: string | undefined;
  declare items: ContactBlock[];
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
        (item, index) => `${index}-${item.name}`,
        (item) =>
          html`<li>
            <gs-contact
              .name=${item.name}
              .title=${item.title ?? ''}
              .phone=${item.phone}
              .email=${item.email}
              .imageUrl=${item.imageUrl}
              .headingLevel=${itemLevel}
            ></gs-contact>
          </li>`,
      )}
    </ul>`;
    if (!this.heading) return list;
    return html`<div>${heading(level, this.heading)} ${list}</div>`;
  }
}

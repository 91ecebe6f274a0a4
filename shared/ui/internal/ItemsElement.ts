import { LitElement, css, html, unsafeCSS, type PropertyDeclarations } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { heading, headingLevel, nextLevel, type HeadingLevel } from './heading.ts';

/**
 * The shell of a block that is a heading and a list of items (gs-contacts, gs-teasers,
 * gs-accordion): its properties, and the items' heading level, one below the block's own
 * heading when it has one. By default it draws a grid of cards, `renderItem` each; the
 * subclass sets the grid's gap and column width with `itemGridStyles`.
 */
export abstract class ItemsElement<T> extends LitElement {
  static override properties: PropertyDeclarations = {
    heading: { type: String },
    items: { attribute: false },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };

  declare heading: string | undefined;
  declare items: T[];
  declare headingLevel: HeadingLevel;

  constructor() {
    super();
    this.heading = undefined;
    this.items = [];
    this.headingLevel = 2;
  }

  protected get itemLevel(): HeadingLevel {
    const level = headingLevel(this.headingLevel);
    return this.heading ? nextLevel(level) : level;
  }

  /** The block's heading before `body`, or `body` alone. */
  protected withHeading(body: unknown) {
    if (!this.heading) return body;
    return html`<div>${heading(headingLevel(this.headingLevel), this.heading)} ${body}</div>`;
  }

  protected itemKey(_item: T, index: number): string {
    return String(index);
  }

  protected renderItem(_item: T, _level: HeadingLevel): unknown {
    return null;
  }

  protected override render() {
    const level = this.itemLevel;
    return this.withHeading(
      html`<ul>
        ${repeat(
          this.items,
          (item, index) => this.itemKey(item, index),
          (item) => html`<li>${this.renderItem(item, level)}</li>`,
        )}
      </ul>`,
    );
  }
}

/**
 * The card grid of ItemsElement's default render: as many columns of at least `column` as
 * fit (one on a phone), `gap` apart. The sizes are the subclass's own constants, never input.
 */
export function itemGridStyles({ gap, column }: { gap: string; column: string }) {
  return css`
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: ${unsafeCSS(gap)};
      grid-template-columns: repeat(auto-fill, minmax(min(100%, ${unsafeCSS(column)}), 1fr));
    }
  `;
}

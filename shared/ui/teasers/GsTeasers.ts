import { html } from 'lit';
import type { TeaserBlock } from '../../contracts/content.ts';
import type { HeadingLevel } from '../internal/heading.ts';
import { ItemsElement, itemGridStyles } from '../internal/ItemsElement.ts';
import { baseStyles } from '../internal/styles.ts';
import '../teaser/index.ts';

/** `unavailable`: why the member cannot follow that card's link (see gs-teaser). */
type TeaserItem = TeaserBlock & { unavailable?: string | undefined };

/** A heading and a grid of teaser cards (one column on a phone). */
export class GsTeasers extends ItemsElement<TeaserItem> {
  static override styles = [baseStyles, itemGridStyles({ gap: '1rem', column: '16rem' })];

  protected override itemKey(item: TeaserItem, index: number) {
    return `${index}-${item.heading}`;
  }

  protected override renderItem(item: TeaserItem, level: HeadingLevel) {
    return html`<gs-teaser
      .heading=${item.heading}
      .text=${item.text}
      .link=${item.link}
      .unavailable=${item.unavailable}
      .imageUrl=${item.imageUrl}
      .imageAlt=${item.imageAlt}
      .headingLevel=${level}
    ></gs-teaser>`;
  }
}

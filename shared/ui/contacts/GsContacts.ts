import { html } from 'lit';
import type { ContactBlock } from '../../contracts/content.ts';
import type { HeadingLevel } from '../internal/heading.ts';
import { ItemsElement, itemGridStyles } from '../internal/ItemsElement.ts';
import { baseStyles } from '../internal/styles.ts';
import '../contact/index.ts';

/** A heading and a list of contact cards. */
export class GsContacts extends ItemsElement<ContactBlock> {
  static override styles = [baseStyles, itemGridStyles({ gap: '1.25rem', column: '18rem' })];

  protected override itemKey(item: ContactBlock, index: number) {
    return `${index}-${item.name}`;
  }

  protected override renderItem(item: ContactBlock, level: HeadingLevel) {
    return html`<gs-contact
      .name=${item.name}
      .title=${item.title ?? ''}
      .phone=${item.phone}
      .email=${item.email}
      .imageUrl=${item.imageUrl}
      .headingLevel=${level}
    ></gs-contact>`;
  }
}

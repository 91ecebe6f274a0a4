import { LitElement, css, html, nothing } from 'lit';
import type { ContactBlock } from '../../contracts/content.ts';
import { t } from '../../i18n/t.ts';
import { heading, headingLevel, type HeadingLevel } from '../internal/heading.ts';
import { emailIcon, phoneIcon } from '../internal/icons.ts';
import { baseStyles } from '../internal/styles.ts';
import { telHref } from '../internal/tel.ts';

/**
 * A contact card: name, role, phone (tel:) and e-mail (mailto:) links with icons, optional
 * photo. The photo is decorative (the name is beside it). The links' names start with
 * "Telefon"/"E-post" so a reader knows what the number is; the visible number stays in them.
 */
export class GsContact extends LitElement {
  static override properties = {
    name: { type: String },
    // Not the global title attribute (that would give the whole card a tooltip).
    title: { type: String, attribute: 'contact-title' },
    phone: { type: String },
    email: { type: String },
    imageUrl: { type: String, attribute: 'image-url' },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };
  static override styles = [
    baseStyles,
    css`
      .contact {
        display: flex;
        gap: 1rem;
        align-items: flex-start;
      }
      img {
        width: 5rem;
        height: 5rem;
        border-radius: 50%;
        object-fit: cover;
        flex: none;
      }
      .name {
        margin: 0;
        font-size: 1.1rem;
      }
      .role {
        margin: 0 0 0.25rem;
        color: var(--muted, #4a524c);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      a {
        display: inline-flex;
        align-items: center;
        gap: 0.4rem;
        min-height: 44px;
        overflow-wrap: anywhere;
      }
    `,
  ];

  declare name: ContactBlock['name'];
  /** The person's role ("Virkesköpare"); the contract's name, shadowing HTMLElement.title. */
  declare title: string;
  declare phone: string | undefined;
  declare email: string | undefined;
  declare imageUrl: string | null | undefined;
  declare headingLevel: HeadingLevel;

  constructor() {
    super();
    this.name = '';
    this.title = '';
    this.phone = undefined;
    this.email = undefined;
    this.imageUrl = undefined;
    this.headingLevel = 2;
  }

  protected override render() {
    return html`<div class="contact">
      ${this.imageUrl ? html`<img src=${this.imageUrl} alt="" />` : nothing}
      <div>
        ${heading(headingLevel(this.headingLevel), this.name, { className: 'name' })}
        ${this.title ? html`<p class="role">${this.title}</p>` : nothing}
        <ul>
          ${
            this.phone
              ? html`<li>
                  <a href=${telHref(this.phone)}
                    >${phoneIcon}<span class="visually-hidden">${t('ui.contact.phone')} </span
                    >${this.phone}</a
                  >
                </li>`
              : nothing
          }
          ${
            this.email
              ? html`<li>
                  <a href="mailto:${this.email}"
                    >${emailIcon}<span class="visually-hidden">${t('ui.contact.email')} </span
                    >${this.email}</a
                  >
                </li>`
              : nothing
          }
        </ul>
      </div>
    </div>`;
  }
}

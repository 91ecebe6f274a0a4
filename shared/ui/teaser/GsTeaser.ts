import { css, html, nothing } from 'lit';
import { cardStyles } from '../internal/card.ts';
import { heading, headingLevel } from '../internal/heading.ts';
import { uniqueId } from '../internal/ids.ts';
import { LinkBlockElement } from '../internal/LinkBlockElement.ts';
import { baseStyles } from '../internal/styles.ts';

/** A teaser card (heading, text, optional image and link); the whole card is the link. */
export class GsTeaser extends LinkBlockElement {
  static override properties = { unavailable: { type: String } };
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

  /**
   * Why the member cannot follow the link (a service they lack): the card then shows as
   * disabled, a link that goes nowhere, with the reason written on it.
   */
  declare unavailable: string | undefined;

  constructor() {
    super();
    this.text = '';
    this.unavailable = undefined;
  }

  private readonly reasonId = uniqueId('gs-teaser-reason');

  protected override render() {
    const { link, unavailable } = this;
    if (link && unavailable) return this.renderUnavailable(unavailable);
    const title = link
      ? html`<a class="stretched" href=${link.href}>${this.heading}</a>`
      : this.heading;
    return html`<div class="card">
      ${this.renderImage()}
      <div class="body">
        ${heading(headingLevel(this.headingLevel), title)} ${this.renderText()}
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
        ${heading(headingLevel(this.headingLevel), title)} ${this.renderText()}
        <p class="reason" id=${this.reasonId}>${reason}</p>
      </div>
    </div>`;
  }
}

import { LitElement, css, html, nothing, unsafeCSS } from 'lit';
import { messageTypes, type MessageType } from '../../contracts/content.ts';
import { t } from '../../i18n/t.ts';
import { emit } from '../events.ts';
import { closeIcon, messageIcon } from '../internal/icons.ts';
import { messagePalette } from '../internal/palette.ts';
import { baseStyles } from '../internal/styles.ts';

/** Success and Info are polite news; only an Error interrupts (role="alert"). */
const roles: Partial<Record<MessageType, 'status' | 'alert'>> = {
  Success: 'status',
  Info: 'status',
  Error: 'alert',
};

const typeColours = unsafeCSS(
  messageTypes
    .map((type) => {
      const { background, text, border } = messagePalette[type];
      return `.message.${type} { background: ${background}; color: ${text}; border-color: ${border}; }`;
    })
    .join('\n'),
);

function isMessageType(value: unknown): value is MessageType {
  return (messageTypes as readonly unknown[]).includes(value);
}

/**
 * A status message in one of the six types, each with its colours, icon and a hidden type
 * word for readers ("Varning:"), so the type never rests on colour alone. With `dismissible`
 * a "Stäng meddelandet" button emits `gs-message-dismiss` {id}; the host hides it (per page).
 */
export class GsMessage extends LitElement {
  static override properties = {
    messageType: { type: String, attribute: 'message-type', reflect: true },
    heading: { type: String },
    text: { type: String },
    messageId: { type: String, attribute: 'message-id' },
    dismissible: { type: Boolean, reflect: true },
  };
  static override styles = [
    baseStyles,
    css`
      .message {
        display: flex;
        gap: 0.75rem;
        align-items: flex-start;
        padding: 0.75rem 1rem;
        border: 2px solid;
        border-left-width: 8px;
        border-radius: var(--radius, 6px);
      }
      .message > svg.icon {
        margin-top: 0.2rem;
        width: 1.5rem;
        height: 1.5rem;
      }
      .content {
        flex: 1;
        min-width: 0;
      }
      .content p {
        margin: 0;
      }
      .content .title {
        font-weight: 700;
      }
      .dismiss {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-width: 44px;
        margin: -0.5rem -0.5rem -0.5rem 0;
        border: 0;
        border-radius: var(--radius, 6px);
        background: transparent;
        color: inherit;
      }
      .dismiss:hover {
        background: rgb(0 0 0 / 8%);
      }
      .message.Black .dismiss:hover {
        background: rgb(255 255 255 / 15%);
      }
      .message.Black :focus-visible {
        outline-color: #ffffff;
      }
    `,
    typeColours,
  ];

  declare messageType: MessageType;
  declare heading: string | undefined;
  declare text: string;
  /** The content message's id, sent back in `gs-message-dismiss`. */
  declare messageId: string;
  declare dismissible: boolean;

  constructor() {
    super();
    this.messageType = 'Info';
    this.heading = undefined;
    this.text = '';
    this.messageId = '';
    this.dismissible = false;
  }

  private dismiss(): void {
    emit(this, 'gs-message-dismiss', { id: this.messageId });
  }

  protected override render() {
    const type = isMessageType(this.messageType) ? this.messageType : 'Info';
    return html`<div class="message ${type}" role=${roles[type] ?? nothing}>
      ${messageIcon(type)}
      <div class="content">
        ${
          this.heading
            ? html`<p class="title">
                <span class="visually-hidden">${t(`ui.message.type.${type}`)} </span>${this.heading}
              </p>`
            : nothing
        }
        <p>
          ${
            this.heading
              ? nothing
              : html`<span class="visually-hidden">${t(`ui.message.type.${type}`)} </span>`
          }${this.text}
        </p>
      </div>
      ${
        this.dismissible
          ? html`<button class="dismiss" type="button" @click=${this.dismiss}>
              ${closeIcon}<span class="visually-hidden">${t('ui.message.dismiss')}</span>
            </button>`
          : nothing
      }
    </div>`;
  }
}

import { LitElement, css, html, nothing } from 'lit';
import { t } from '../../i18n/t.ts';
import { emit } from '../events.ts';
import { heading, headingLevel, type HeadingLevel } from '../internal/heading.ts';
import { messageIcon } from '../internal/icons.ts';
import { baseStyles } from '../internal/styles.ts';

/**
 * Shown instead of an offline page: a heading, the editor's message and "Visa sidan ändå",
 * which emits `gs-offline-override`; the host then shows the page with gs-offline-banner.
 */
export class GsOfflineView extends LitElement {
  static override properties = {
    message: { type: String },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };
  static override styles = [
    baseStyles,
    css`
      .offline {
        display: flex;
        gap: 1rem;
        padding: 1.5rem;
        border: 2px solid #8a6100;
        border-radius: var(--radius, 6px);
        background: #fdf0c8;
        color: #3d2a00;
      }
      .offline > svg.icon {
        width: 2rem;
        height: 2rem;
      }
      .offline :is(h1, h2, h3, h4, h5, h6) {
        color: #3d2a00;
      }
    `,
  ];

  /** The editor's offline message (plain text). */
  declare message: string | null | undefined;
  declare headingLevel: HeadingLevel;

  constructor() {
    super();
    this.message = undefined;
    this.headingLevel = 2;
  }

  private override(): void {
    emit(this, 'gs-offline-override', {});
  }

  protected override render() {
    return html`<div class="offline">
      ${messageIcon('Warning')}
      <div>
        ${heading(headingLevel(this.headingLevel), t('ui.offline.heading'))}
        ${this.message ? html`<p>${this.message}</p>` : nothing}
        <button class="button" type="button" @click=${this.override}>
          ${t('ui.offline.override')}
        </button>
      </div>
    </div>`;
  }
}

import { LitElement, css, html } from 'lit';
import { t } from '../../i18n/t.ts';
import { emit } from '../events.ts';
import { messageIcon } from '../internal/icons.ts';
import { baseStyles } from '../internal/styles.ts';

/**
 * Shown above an offline page while the member looks at it anyway. "Återställ" emits
 * `gs-offline-restore`; the host then shows the offline view again.
 */
export class GsOfflineBanner extends LitElement {
  static override styles = [
    baseStyles,
    css`
      .banner {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem 1rem;
        align-items: center;
        padding: 0.5rem 1rem;
        border: 2px solid #8a6100;
        border-radius: var(--radius, 6px);
        background: #fdf0c8;
        color: #3d2a00;
      }
      p {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        flex: 1;
        margin: 0;
        font-weight: 600;
      }
    `,
  ];

  private restore(): void {
    emit(this, 'gs-offline-restore', {});
  }

  protected override render() {
    return html`<div class="banner">
      <p role="status">${messageIcon('Warning')}${t('ui.offline.banner')}</p>
      <button class="button secondary" type="button" @click=${this.restore}>
        ${t('ui.offline.restore')}
      </button>
    </div>`;
  }
}

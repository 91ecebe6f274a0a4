import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { t } from '../../i18n/t.ts';
import { emit } from '../events.ts';
import { closeIcon } from '../internal/icons.ts';
import { uniqueId } from '../internal/ids.ts';
import { baseStyles } from '../internal/styles.ts';
import { youtubeEmbedUrl } from '../internal/youtube.ts';

/** The focused element, looking inside shadow roots (the opener is often a link in one). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A YouTube video in a native modal <dialog> (focus trapped by the browser, Escape closes).
 * The player is the privacy-enhanced youtube-nocookie.com embed, created only while open so
 * closing stops the video. Focus goes to "Stäng videon" and back to the opener on close.
 * The host page's CSP must allow `frame-src https://www.youtube-nocookie.com`.
 */
export class GsVideoModal extends LitElement {
  static override properties = {
    videoId: { type: String, attribute: 'video-id' },
    videoTitle: { type: String, attribute: 'video-title' },
    open: { type: Boolean, reflect: true },
  };
  static override styles = [
    baseStyles,
    css`
      dialog {
        width: min(64rem, 100vw - 2rem);
        max-height: calc(100vh - 2rem);
        padding: 0;
        border: 0;
        border-radius: var(--radius, 6px);
        background: var(--surface, #ffffff);
        color: var(--ink, #1b1f1c);
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 75%);
      }
      header {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 1rem;
        padding: 0.5rem 0.5rem 0.5rem 1rem;
      }
      h2 {
        margin: 0;
        font-size: 1.2rem;
      }
      .player {
        position: relative;
        aspect-ratio: 16 / 9;
        background: #000000;
      }
      iframe {
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        border: 0;
      }
    `,
  ];

  declare videoId: string;
  declare videoTitle: string;
  declare open: boolean;
  private readonly titleId = uniqueId('gs-video-title');
  private opener: HTMLElement | null = null;

  constructor() {
    super();
    this.videoId = '';
    this.videoTitle = '';
    this.open = false;
  }

  /** Opens the modal for a video (the focused element is remembered as the opener). */
  show(videoId: string = this.videoId, videoTitle: string = this.videoTitle): void {
    this.videoId = videoId;
    this.videoTitle = videoTitle;
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    const dialog = this.dialog;
    if (!dialog) return;
    if (this.open && !dialog.open) {
      this.opener = deepActiveElement();
      dialog.showModal();
    } else if (!this.open && dialog.open) {
      dialog.close();
    }
  }

  /** The dialog closed: by the button, Escape, or `open = false`. */
  private onClose(): void {
    this.open = false;
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) opener.focus();
    emit(this, 'gs-video-close', { videoId: this.videoId });
  }

  protected override render() {
    const title = this.videoTitle || t('ui.video.defaultTitle');
    return html`<dialog aria-labelledby=${this.titleId} @close=${this.onClose}>
      <header>
        <h2 id=${this.titleId}>${title}</h2>
        <button class="button secondary" type="button" autofocus @click=${this.close}>
          ${closeIcon}${t('ui.video.close')}
        </button>
      </header>
      <div class="player">
        ${
          this.open && this.videoId
            ? html`<iframe
                src=${youtubeEmbedUrl(this.videoId)}
                title=${title}
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowfullscreen
                referrerpolicy="strict-origin-when-cross-origin"
              ></iframe>`
            : nothing
        }
      </div>
    </dialog>`;
  }
}

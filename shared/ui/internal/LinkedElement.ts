import { LitElement } from 'lit';
import { listenForLinkClicks, type LinkClickOptions } from './links.ts';

/**
 * The shell of an element with links of its own: clicks in its shadow root go through
 * handleLinkClick (links.ts), so a same-origin link emits `gs-navigate` and, with
 * `linkOptions.youtube` (rich text), a YouTube link `gs-video-open`.
 */
export class LinkedElement extends LitElement {
  static linkOptions: LinkClickOptions = {};

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    listenForLinkClicks(this, root, (this.constructor as typeof LinkedElement).linkOptions);
    return root;
  }
}

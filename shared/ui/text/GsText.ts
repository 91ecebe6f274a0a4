import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { LinkedElement } from '../internal/LinkedElement.ts';
import { markVideoLinks } from '../internal/links.ts';
import { richTextStyles } from '../internal/richText.ts';
import { baseStyles } from '../internal/styles.ts';

/**
 * Rich text from the editor. The HTML is trusted content-system output; the host page's CSP
 * (script-src 'self', no inline handlers or style attributes) neutralises anything active in
 * it. YouTube links open the video modal through `gs-video-open` instead of leaving the page.
 */
export class GsText extends LinkedElement {
  static override linkOptions = { youtube: true };
  static override properties = { html: { type: String } };
  static override styles = [baseStyles, richTextStyles];

  declare html: string;

  constructor() {
    super();
    this.html = '';
  }

  protected override updated(): void {
    markVideoLinks(this.renderRoot);
  }

  protected override render() {
    return html`<div class="rich-text">${unsafeHTML(this.html)}</div>`;
  }
}

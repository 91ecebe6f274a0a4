import { isPlainClick } from '../../elements/plainClick.ts';
import { emit } from '../events.ts';
import { youtubeVideoId } from './youtube.ts';

export interface LinkClickOptions {
  /** YouTube links open the video modal (rich text only). */
  youtube?: boolean;
}

function videoTitle(anchor: HTMLAnchorElement): string {
  return (anchor.title || anchor.textContent || '').replace(/\s+/g, ' ').trim();
}

/**
 * Handles a click inside an element's shadow root: a YouTube link becomes `gs-video-open`, a
 * same-origin link `gs-navigate` (cancelable, so a router can take it over). Only links of
 * `root` itself count: a nested element handles its own, and slotted links belong to the page.
 * A click with a modifier key (new tab, download) is left to the browser.
 */
export function handleLinkClick(
  event: MouseEvent,
  host: HTMLElement,
  root: Node,
  options: LinkClickOptions = {},
): void {
  if (!isPlainClick(event)) return;
  const anchor = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!anchor || !anchor.hasAttribute('href') || anchor.getRootNode() !== root) return;

  const videoId = options.youtube ? youtubeVideoId(anchor.href) : null;
  if (videoId) {
    event.preventDefault();
    emit(host, 'gs-video-open', { videoId, title: videoTitle(anchor) });
    return;
  }
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  const followed = emit(
    host,
    'gs-navigate',
    { href: url.pathname + url.search + url.hash },
    { cancelable: true },
  );
  if (!followed) event.preventDefault();
}

/** Marks YouTube links in rendered rich text as opening a dialog (announced by readers). */
export function markVideoLinks(root: ParentNode): void {
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (youtubeVideoId(anchor.href)) anchor.setAttribute('aria-haspopup', 'dialog');
  }
}

/** Installs handleLinkClick on an element's own render root (call from createRenderRoot). */
export function listenForLinkClicks(
  host: HTMLElement,
  root: HTMLElement | DocumentFragment,
  options: LinkClickOptions = {},
): void {
  root.addEventListener('click', (event) =>
    handleLinkClick(event as MouseEvent, host, root, options),
  );
}

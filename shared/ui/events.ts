/**
 * Every event the shared/ui elements emit, with its detail. All bubble and are composed, so
 * a host listens once on a container (or the document) whatever shadow roots lie between.
 */
export interface GsEventDetails {
  /** A YouTube link in rich text was clicked (gs-text and the elements that hold rich text). */
  'gs-video-open': { videoId: string; title: string };
  /** gs-video-modal closed (close button, Escape or `close()`). */
  'gs-video-close': { videoId: string };
  /**
   * A same-origin link was clicked without modifier keys. Cancelable: a host that calls
   * `preventDefault()` on it navigates itself (client-side routing) and the element cancels
   * the browser's navigation; otherwise the link is followed as usual.
   */
  'gs-navigate': { href: string };
  /** The dismiss button of gs-message was pressed ("Stäng meddelandet"). */
  'gs-message-dismiss': { id: string };
  /** A download button of gs-document-list was pressed. */
  'gs-document-download': { driveItemId: string; filename: string };
  /** gs-offline-view: "Visa sidan ändå". */
  'gs-offline-override': Record<string, never>;
  /** gs-offline-banner: "Återställ". */
  'gs-offline-restore': Record<string, never>;
}

export type GsEventName = keyof GsEventDetails;
export type GsEvent<K extends GsEventName> = CustomEvent<GsEventDetails[K]>;

/** The names, for code that prefers constants to string literals. */
export const gsEvents = {
  videoOpen: 'gs-video-open',
  videoClose: 'gs-video-close',
  navigate: 'gs-navigate',
  messageDismiss: 'gs-message-dismiss',
  documentDownload: 'gs-document-download',
  offlineOverride: 'gs-offline-override',
  offlineRestore: 'gs-offline-restore',
} as const satisfies Record<string, GsEventName>;

/**
 * Dispatches a typed event from an element. Returns false when a listener cancelled it
 * (only meaningful for the cancelable ones).
 */
export function emit<K extends GsEventName>(
  target: EventTarget,
  name: K,
  detail: GsEventDetails[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: options.cancelable ?? false,
    }),
  );
}

declare global {
  // Typed addEventListener('gs-…') on any element and on the document.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends GsEventMapEntries {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends GsEventMapEntries {}
}

type GsEventMapEntries = { [K in GsEventName]: GsEvent<K> };

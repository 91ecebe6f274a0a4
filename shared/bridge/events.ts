/**
 * The events between the host and the page's other code, in one typed catalogue. All are
 * dispatched on `document`. Elements read the host through the bridge's atoms; these are the
 * few things that travel the other way (an element asks the host) or out of the portal (to
 * a consent manager or analytics the cooperative installs). Not part of `@portal/bridge`'s
 * runtime: the names and helpers are small enough to sit in each bundle that uses them.
 */
export interface PortalEventDetails {
  /** Element -> host: switch fullscreen on or off (`?fullscreen=1`, platform §2). */
  'portal-fullscreen': { on: boolean };
  /**
   * Host -> consent manager: "Cookieinställningar" was chosen. Cancelable: a consent manager
   * that cancels it opens its own dialog; otherwise the host opens the settings page.
   */
  'portal-cookie-settings': Record<string, never>;
  /** Host -> analytics: a tracked page was shown ("usage tracked", platform §2). */
  'portal-page-view': { page: 'home' | 'proxyList'; path: string };
}

export type PortalEventName = keyof PortalEventDetails;
export type PortalEvent<K extends PortalEventName> = CustomEvent<PortalEventDetails[K]>;

/**
 * Dispatches a portal event on `document`; false when a listener cancelled it (only the
 * cancelable ones can be).
 */
export function emitPortalEvent<K extends PortalEventName>(
  name: K,
  detail: PortalEventDetails[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return document.dispatchEvent(
    new CustomEvent(name, { detail, cancelable: options.cancelable ?? false }),
  );
}

/** Listens for a portal event on `document`; returns the function that stops listening. */
export function onPortalEvent<K extends PortalEventName>(
  name: K,
  listener: (event: PortalEvent<K>) => void,
): () => void {
  const handler = (event: Event) => listener(event as PortalEvent<K>);
  document.addEventListener(name, handler);
  return () => document.removeEventListener(name, handler);
}

declare global {
  // Typed document.addEventListener('portal-…'), in tests and in a cooperative's own scripts.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends PortalEventMapEntries {}
}

type PortalEventMapEntries = { [K in PortalEventName]: PortalEvent<K> };

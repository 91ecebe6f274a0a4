import type { LitElement } from 'lit';

const mounted: Element[] = [];

/**
 * Creates an element, sets its properties, puts it in the page (inside an optional
 * container of a given width) and waits for its first render.
 */
export async function mount<T extends LitElement>(
  tag: string,
  properties: Partial<T> = {},
  options: { width?: number; children?: string } = {},
): Promise<T> {
  const element = document.createElement(tag) as T;
  Object.assign(element, properties);
  const container = document.createElement('div');
  if (options.width !== undefined) container.style.width = `${options.width}px`;
  if (options.children !== undefined) element.innerHTML = options.children;
  container.append(element);
  document.body.append(container);
  mounted.push(container);
  await element.updateComplete;
  return element;
}

/** Removes everything mount() added (call in afterEach). */
export function unmountAll(): void {
  for (const container of mounted.splice(0)) container.remove();
}

/** Records the events of the given names that reach the document. */
export function recordEvents(...names: string[]): { events: CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  for (const name of names) document.addEventListener(name, listener);
  return {
    events,
    stop: () => {
      for (const name of names) document.removeEventListener(name, listener);
    },
  };
}

/**
 * Registers a custom element once. A script can be loaded twice (a retry, two blocks with
 * the same element); a second `customElements.define` would throw, so it is skipped.
 */
export function defineElement(name: string, constructor: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, constructor);
}

import { log } from '@portal/bridge';
import { useEffect, useState } from 'react';

const allDefined = (tags: readonly string[]) =>
  tags.every((tag) => customElements.get(tag) !== undefined);

/**
 * Whether the custom elements an element renders, but does not bundle, are defined. In the
 * portal the content renderer defines every shared/ui element before a component block
 * loads an element, so this is true at once and `load` never runs: the element does not
 * carry Lit. Alone (the element harness, its tests) it loads them from its own lazy chunk.
 */
export function useDefinedElements(tags: readonly string[], load: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(() => allDefined(tags));
  useEffect(() => {
    if (ready) return;
    let live = true;
    load().then(
      () => live && setReady(allDefined(tags)),
      (error: unknown) => log.error('Shared elements did not load', error),
    );
    return () => {
      live = false;
    };
  }, [ready, tags, load]);
  return ready;
}

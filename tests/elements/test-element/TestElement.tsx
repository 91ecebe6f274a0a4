import { useState } from 'react';

export interface TestElementProps {
  configurationId?: string;
  storageKey?: string;
}

/**
 * A small element that proves the element pipeline: built on its own, served by the
 * component host, loaded with the runtime from the import map, mounted by a component block.
 */
export function TestElement({ configurationId, storageKey }: TestElementProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <section aria-label="Testelement">
      <p>
        Testelementet är laddat (konfiguration: {configurationId ?? 'ingen'}, lagring:{' '}
        {storageKey ?? 'ingen'}).
      </p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Klicka ({clicks})
      </button>
    </section>
  );
}

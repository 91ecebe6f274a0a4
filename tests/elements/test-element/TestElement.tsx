import { getBridge } from '@portal/bridge';
import { useState, useSyncExternalStore } from 'react';

export interface TestElementProps {
  configurationId?: string;
  storageKey?: string;
}

/** The profile in force, read from the bridge the host (or the harness) provides. */
function useEffectiveProfileName(): string | null {
  const bridge = getBridge();
  const profile = useSyncExternalStore(
    (onChange) => bridge.effectiveProfile.listen(onChange),
    () => bridge.effectiveProfile.get(),
  );
  return profile.data?.name ?? null;
}

/**
 * A small element that proves the element pipeline: built on its own, served by the
 * component host, loaded with the runtime from the import map, mounted by a component block,
 * and reading the shared bridge.
 */
export function TestElement({ configurationId, storageKey }: TestElementProps) {
  const [clicks, setClicks] = useState(0);
  const name = useEffectiveProfileName();
  return (
    <section aria-label="Testelement">
      <p>
        Testelementet är laddat (konfiguration: {configurationId ?? 'ingen'}, lagring:{' '}
        {storageKey ?? 'ingen'}).
      </p>
      <p>Profil: {name ?? 'ingen'}</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Klicka ({clicks})
      </button>
    </section>
  );
}

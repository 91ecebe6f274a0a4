import { useEffect, useRef } from 'react';

/** Runs an effect once per mounted page, also under StrictMode's double mount. */
export function useOnce(effect: () => void): void {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

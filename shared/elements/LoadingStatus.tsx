import type { ReactNode } from 'react';

/**
 * What a screen shows while its data loads: the one loading pattern of the portal. A polite
 * status (announced once, not repeated), marked `data-loading` so that tests wait for what
 * the member finally sees rather than for a fixed time (tests/e2e/every-page.spec.ts).
 */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" data-loading="">
      {children}
    </p>
  );
}

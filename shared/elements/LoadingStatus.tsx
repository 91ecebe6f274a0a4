import { useEffect, useState, type ReactNode } from 'react';

/**
 * timber-production-map §9 "Slow loading note appears up to about one minute": some answers
 * (the cooperative's systems behind a delivery, a work order, a plan) can take that long. When
 * a load has run this long the status adds the note, so the member waits instead of leaving.
 */
export const slowLoadingAfterMs = 10_000;
export const slowLoadingNote =
  'Det tar längre tid än vanligt att hämta uppgifterna. Det kan ta upp till en minut, vänta kvar.';

/**
 * What a screen shows while its data loads: the one loading pattern of the portal. A polite
 * status (announced once, not repeated), marked `data-loading` so that tests wait for what
 * the member finally sees rather than for a fixed time (tests/e2e/every-page.spec.ts). After
 * `slowAfterMs` it says that loading may take up to about a minute (announced once more).
 */
export function LoadingStatus({
  children,
  slowAfterMs = slowLoadingAfterMs,
}: {
  children: ReactNode;
  slowAfterMs?: number;
}) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [slowAfterMs]);
  return (
    <p role="status" data-loading="">
      {children}
      {slow && ` ${slowLoadingNote}`}
    </p>
  );
}

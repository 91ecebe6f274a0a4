import { useId, type ReactNode } from 'react';
import { AlertBoundary } from '../../shared/elements/AlertBoundary.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { problemMessage, t } from './t.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';

/**
 * One panel of the overview: a section under its heading that loads its own data and fails
 * on its own. A failed call shows the reason and a retry inside the panel; a panel that
 * throws while drawing is caught here too, so the other panels stay.
 */
export function Panel<T>({
  heading,
  loadKey,
  load,
  loadingText,
  children,
}: {
  heading: string;
  /** Null while the portal is not ready (no profile or settings yet). */
  loadKey: string | null;
  load: (signal: AbortSignal) => Promise<T>;
  loadingText: string;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  const result = useLoad(loadKey, load);
  let body: ReactNode;
  if (result.state === 'loading') {
    body = <LoadingStatus>{loadingText}</LoadingStatus>;
  } else if (result.state === 'error') {
    body = (
      <LoadFailure
        message={problemMessage(result.error)}
        retryLabel={t('retry')}
        onRetry={result.reload}
      />
    );
  } else {
    body = <AlertBoundary text={t('failed')}>{children(result.data)}</AlertBoundary>;
  }
  return (
    <section className="overview-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  );
}

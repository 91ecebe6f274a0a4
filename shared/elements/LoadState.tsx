import type { ReactNode } from 'react';
import { LoadFailure } from './LoadFailure.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';

/** An area's words for a load: while it loads, when it failed, and its retry button. */
export interface LoadTexts {
  loading: ReactNode;
  failure(error: unknown): ReactNode;
  retry: string;
}

/**
 * What a screen shows for a load that is not there yet: LoadingStatus while it loads, a
 * spaced LoadFailure with its retry when it failed, nothing once loaded. Return it while
 * `load.state !== 'loaded'`; past that, the screen reads `load.data`.
 */
export function LoadState({
  load,
  texts,
}: {
  load: { state: string; error?: unknown; reload(): void };
  texts: LoadTexts;
}) {
  if (load.state === 'loading') return <LoadingStatus>{texts.loading}</LoadingStatus>;
  if (load.state === 'error')
    return (
      <LoadFailure
        message={texts.failure(load.error)}
        retryLabel={texts.retry}
        onRetry={load.reload}
        spaced
      />
    );
  return null;
}

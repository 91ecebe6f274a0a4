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
 * LoadFailure with its retry when it failed (spaced unless `spaced={false}`, where it sits
 * among other content), nothing once loaded. Return it while `load.state !== 'loaded'`, or
 * place it above what the screen shows of `load.data` once loaded.
 */
export function LoadState({
  load,
  texts,
  spaced = true,
}: {
  load: { state: string; error?: unknown; reload(): void };
  texts: LoadTexts;
  spaced?: boolean;
}) {
  if (load.state === 'loading') return <LoadingStatus>{texts.loading}</LoadingStatus>;
  if (load.state === 'error')
    return (
      <LoadFailure
        message={texts.failure(load.error)}
        retryLabel={texts.retry}
        onRetry={load.reload}
        spaced={spaced}
      />
    );
  return null;
}

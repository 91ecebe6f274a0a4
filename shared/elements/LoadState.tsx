import type { ReactNode } from 'react';
import { LoadFailure } from './LoadFailure.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';

/**
 * What a screen shows for a load that is not there yet: LoadingStatus while it loads, a
 * spaced LoadFailure with its retry when it failed, nothing once loaded. Return it while
 * `load.state !== 'loaded'`; past that, the screen reads `load.data`.
 */
export function LoadState({
  load,
  loadingText,
  failureText,
  retryLabel,
}: {
  load: { state: string; error?: unknown; reload(): void };
  loadingText: ReactNode;
  failureText(error: unknown): ReactNode;
  retryLabel: string;
}) {
  if (load.state === 'loading') return <LoadingStatus>{loadingText}</LoadingStatus>;
  if (load.state === 'error')
    return (
      <LoadFailure
        message={failureText(load.error)}
        retryLabel={retryLabel}
        onRetry={load.reload}
        spaced
      />
    );
  return null;
}

import type { ReactNode, Ref } from 'react';

/**
 * What a screen shows when its data could not be loaded: the one load-failure pattern of the
 * portal. An alert (announced as it appears) with the area's own text and a retry button
 * (`onRetry`: usually useLoad's `reload`), then any further `children` actions beside it.
 * `spaced` gives it room above and below where it stands alone in a screen. With `alertRef`
 * the alert can take focus (tabIndex -1), for a failure that replaces what had focus.
 */
export function LoadFailure({
  message,
  retryLabel,
  onRetry,
  spaced = false,
  alertRef,
  children,
}: {
  message: ReactNode;
  retryLabel: string;
  onRetry(): void;
  spaced?: boolean;
  alertRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <div
      ref={alertRef}
      tabIndex={alertRef ? -1 : undefined}
      role="alert"
      className={spaced ? 'alert alert-error alert-spaced' : 'alert alert-error'}
    >
      <p className="space-after">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
      {children}
    </div>
  );
}

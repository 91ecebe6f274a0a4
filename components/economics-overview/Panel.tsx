import { Component, useId, type ReactNode } from 'react';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { problemMessage, t } from './t.ts';

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
      <div role="alert" className="alert alert-error">
        <p>{problemMessage(result.error)}</p>
        <button type="button" className="button button-small" onClick={result.reload}>
          {t('retry')}
        </button>
      </div>
    );
  } else {
    body = <DrawFailure>{children(result.data)}</DrawFailure>;
  }
  return (
    <section className="overview-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  );
}

/** A panel whose content throws while drawing says so, instead of blanking the page. */
class DrawFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p role="alert" className="alert alert-error">
        {t('failed')}
      </p>
    ) : (
      this.props.children
    );
  }
}

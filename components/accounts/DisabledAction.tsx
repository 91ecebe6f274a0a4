import { useId } from 'react';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * An action the member may not take now: a button that stays focusable (aria-disabled), so
 * a screen reader user finds it and hears why, with the reason beside it; for a reason
 * support can help with (an organisation user), the link to support.
 */
export function DisabledAction({
  label,
  reason,
  supportHref,
  go,
}: {
  label: string;
  reason: string;
  supportHref?: string | undefined;
  go(path: string): void;
}) {
  const reasonId = useId();
  return (
    <div className="disabled-action">
      <button type="button" className="button" aria-disabled="true" aria-describedby={reasonId}>
        {label}
      </button>
      <p id={reasonId} className="disabled-action-reason">
        {reason}
        {supportHref && (
          <>
            {' '}
            <PortalLink href={supportHref} navigate={go}>
              {t('home.support')}
            </PortalLink>
          </>
        )}
      </p>
    </div>
  );
}

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { forbiddenProblem } from '../../shared/contracts/problem.ts';

/**
 * A link the member may not open (platform §2): announced as a disabled link and kept in
 * the tab order, so keyboard and screen-reader users meet it and hear why. The tooltip
 * ("Du har inte rättighet att utföra denna åtgärd." unless told) is its description and
 * shows on hover and focus; Escape hides it (WCAG 1.4.13) without closing anything else.
 */
export function DisabledLink({
  children,
  className,
  reason = forbiddenProblem.message,
}: {
  children: ReactNode;
  className?: string;
  reason?: string;
}) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !dismissed) {
      event.stopPropagation();
      setDismissed(true);
    }
  };
  return (
    <span className="has-tooltip" data-dismissed={dismissed || undefined}>
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link (ARIA APG): no href on purpose so it cannot be followed; role, aria-disabled and tabIndex keep it announced and reachable */}
      <a
        role="link"
        aria-disabled="true"
        tabIndex={0}
        aria-describedby={tooltipId}
        className={className ? `${className} is-disabled` : 'is-disabled'}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(false)}
        onMouseLeave={() => setDismissed(false)}
      >
        {children}
      </a>
      <span role="tooltip" id={tooltipId} className="tooltip">
        {reason}
      </span>
    </span>
  );
}

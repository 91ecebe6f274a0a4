import type { ButtonHTMLAttributes } from 'react';

/**
 * A button whose action takes a while: while `busy` it says `busyLabel` and is aria-disabled
 * (still focusable, so focus is not lost); the action itself ignores a second press.
 * FormFooter and the deliveries' own views (DeliveriesView, LandingList) write the same
 * button out: the timber-deliveries bundle, at its budget, has no room for the component.
 */
export function BusyButton({
  busy,
  label,
  busyLabel,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="button" className="button" {...button} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

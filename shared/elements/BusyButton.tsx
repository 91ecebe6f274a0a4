import type { Ref } from 'react';

/**
 * A button whose action takes a while: while `busy` it says so (`busyLabel`) and is
 * aria-disabled, still focusable so focus is not lost; the action ignores a second press.
 */
export function BusyButton({
  busy,
  label,
  busyLabel = label,
  className = 'button',
  type = 'button',
  onClick,
  buttonRef,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  className?: string;
  type?: 'button' | 'submit';
  onClick?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type={type}
      className={className}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

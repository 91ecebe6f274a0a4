import type { Toast, ToastService } from '@portal/bridge';
import { useSyncExternalStore, type KeyboardEvent } from 'react';

/**
 * Where the portal's toasts show (platform §9; the service is the bridge's `toasts`, which
 * the host and every element call). The host renders it once per page; the element harness
 * and element tests render it too, so a screen's toast is seen where the member sees it. Two live regions that are always on the page, so a
 * screen reader announces what is added: confirmations politely (role=status), errors as
 * an alert. A toast holds still while the pointer is over it or focus is inside it, and
 * has a close button (Escape inside it closes it too).
 */
export function ToastRegion({
  toasts,
  closeLabel,
  focusAfterClose,
}: {
  toasts: ToastService;
  /** "Stäng", from the catalogue of whoever shows the region (the host, the harness). */
  closeLabel: string;
  /** The element id focus goes to when the toast holding it closes (the page's main). */
  focusAfterClose?: string;
}) {
  const items = useSyncExternalStore(
    (onChange) => toasts.items.listen(onChange),
    () => toasts.items.get(),
  );
  // Closing the toast that holds focus must not drop focus on the body.
  const close = (toast: Toast, holdsFocus: boolean) => {
    toasts.dismiss(toast.id);
    if (holdsFocus && focusAfterClose) document.getElementById(focusAfterClose)?.focus();
  };
  const item = (toast: Toast) => (
    // Pointer and focus only stop the clock and Escape is a shortcut; the close button is
    // the control, so the box itself needs no role.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      key={toast.id}
      className={`toast toast-${toast.kind}`}
      data-duration={toast.durationMs}
      onMouseEnter={() => toasts.pause(toast.id, 'hover')}
      onMouseLeave={() => toasts.resume(toast.id, 'hover')}
      onFocus={() => toasts.pause(toast.id, 'focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          toasts.resume(toast.id, 'focus');
        }
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') close(toast, true);
      }}
    >
      <p className="toast-message">{toast.message}</p>
      <button
        type="button"
        className="toast-close"
        onClick={(event) => close(toast, event.currentTarget === document.activeElement)}
      >
        {closeLabel}
      </button>
    </div>
  );
  return (
    <div className="toasts">
      <div role="status">{items.filter((toast) => toast.kind !== 'error').map(item)}</div>
      <div role="alert">{items.filter((toast) => toast.kind === 'error').map(item)}</div>
    </div>
  );
}

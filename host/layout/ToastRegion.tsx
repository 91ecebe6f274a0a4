import { useStore } from '@nanostores/react';
import type { Toast, ToastService } from '@portal/bridge';
import type { KeyboardEvent } from 'react';
import { t } from '../../shared/i18n/t.ts';
import { mainContentId } from './SkipLink.tsx';

/**
 * Where the portal's toasts show (platform §9; the service is the bridge's `toasts`, which
 * the host and every element call). Two live regions that are always on the page, so a
 * screen reader announces what is added: confirmations politely (role=status), errors as
 * an alert. A toast holds still while the pointer is over it or focus is inside it, and
 * has a close button (Escape inside it closes it too).
 */
export function ToastRegion({ toasts }: { toasts: ToastService }) {
  const items = useStore(toasts.items);
  // Closing the toast that holds focus must not drop focus on the body.
  const close = (toast: Toast, holdsFocus: boolean) => {
    toasts.dismiss(toast.id);
    if (holdsFocus) document.getElementById(mainContentId)?.focus();
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
        {t('toast.close')}
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

import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

const focusable =
  'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside this dialog (not inside a dialog nested in it). */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) =>
      element.closest('dialog') === dialog &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0,
  );
}

/**
 * A native <dialog> opened with showModal() when it mounts: the browser makes the page
 * behind inert and closes it on Escape. Tab and Shift+Tab wrap around inside it (the
 * browser would let focus leave to its own toolbar). `onClose` runs once the dialog has
 * really closed (Escape or close()), never for a nested dialog's close event that React
 * passes up the tree.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    // Guarded, and not closed on cleanup: React's strict mode runs effects twice, and a
    // close() there would fire a late close event after the dialog reopened.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || ref.current?.open) return;
    onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (event.key !== 'Tab' || !dialog) return;
    if ((event.target as Element).closest('dialog') !== dialog) return;
    const stops = tabStops(dialog);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return {
    ref,
    onClose: handleClose,
    onKeyDown: handleKeyDown,
    close: () => ref.current?.close(),
  };
}

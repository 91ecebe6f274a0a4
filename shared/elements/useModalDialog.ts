import { useEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

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
 * A native modal <dialog> (APG dialog pattern), for the host and the elements alike:
 * opened with showModal() when it mounts, so the browser makes the page behind inert and
 * closes it on Escape. Tab and Shift+Tab wrap around inside it (the browser would let focus
 * leave to its own toolbar). `onClose` runs once the dialog has really closed (Escape or
 * close()), never for a nested dialog's close event that React passes up the tree.
 *
 * With `initialFocus`, focus goes there on opening (else to the first field); without it
 * the browser's own choice stands. Whoever opened the dialog puts focus back.
 *
 * Spread `ref`, `onClose` and `onKeyDown` on the <dialog>; `close` closes it. A dialog
 * holding a form uses shared/forms/useFormDialog.ts on top of this: it asks "Vill du stänga
 * utan att spara?" before Escape, "Avbryt" or the close button drop unsaved changes.
 */
export function useModalDialog(onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);
  // What to focus is decided when the dialog opens, once.
  const focusOnOpen = useRef(initialFocus);

  useEffect(() => {
    const dialog = ref.current;
    // Guarded, and not closed on cleanup: React's strict mode runs effects twice, and a
    // close() there would fire a late close event after the dialog reopened.
    if (!dialog || dialog.open) return;
    dialog.showModal();
    const target = focusOnOpen.current;
    if (target) (target.current ?? tabStops(dialog)[0])?.focus();
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

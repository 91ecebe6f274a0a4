import { useEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

const focusable =
  'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) =>
      element.closest('dialog') === dialog &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0,
  );
}

/**
 * A native modal <dialog> (APG dialog pattern): opened with showModal() on mount, so the
 * page behind is inert and Escape closes it; focus goes to `initialFocus` (else the first
 * field), Tab and Shift+Tab wrap inside it, and `onClose` runs once it has closed. Whoever
 * opened it puts focus back (the dialogs here are routes, so the opener may be gone).
 */
export function useModal(onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    // Guarded: React's strict mode runs effects twice.
    if (!dialog || dialog.open) return;
    dialog.showModal();
    (initialFocus?.current ?? tabStops(dialog)[0])?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    dialogProps: { ref, onClose: handleClose, onKeyDown: handleKeyDown },
    close: () => ref.current?.close(),
  };
}

import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { ConfirmClose } from '../../../shared/forms/ConfirmClose.tsx';
import { useFormDialog } from '../../../shared/forms/useFormDialog.ts';

/**
 * A modal holding one form: closing with unsaved changes asks first ("Vill du stänga utan
 * att spara?"), focus starts on the title. The form reports `dirty` through the ref.
 */
export function FormDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose(): void;
  children(props: { dirty: RefObject<boolean>; requestClose(): void; close(): void }): ReactNode;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dirty = useRef(false);
  const { close, requestClose, confirming, keepOpen, dialogProps } = useFormDialog(
    onClose,
    heading,
    () => dirty.current,
  );
  return (
    <dialog {...dialogProps} className="dialog form-dialog" aria-labelledby={titleId}>
      <ConfirmClose open={confirming} onStay={keepOpen} onLeave={close} />
      <h2 id={titleId} ref={heading} tabIndex={-1} className="form-dialog-title">
        {title}
      </h2>
      {children({ dirty, requestClose, close })}
    </dialog>
  );
}

/**
 * The form's `onSaved`, called once the dialog has closed: while it is open the page behind
 * is inert, and the opener's focus() on its button would do nothing (focus fell to <body>).
 */
export function closeThen<T>(close: () => void, onSaved: (saved: T) => void) {
  return (saved: T) => {
    close();
    onSaved(saved);
  };
}

/** A typed number as the schema should see it: '' is `empty`, a non-number stays text. */
export function numberInput(value: string, empty: null | undefined = undefined): unknown {
  const text = value.replace(/\s/g, '').replace(',', '.');
  if (text === '') return empty;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : value;
}

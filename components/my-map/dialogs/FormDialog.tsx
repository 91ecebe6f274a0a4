import { useRef, type ReactNode, type RefObject } from 'react';
import type { Compartment } from '../../../shared/contracts/my-map.ts';
import { ModalDialog } from '../../../shared/elements/ModalDialog.tsx';
import { ErrorSummary } from '../../../shared/forms/ErrorSummary.tsx';
import type { Form, FormValues } from '../../../shared/forms/useForm.ts';
import { useFormDialog } from '../../../shared/forms/useFormDialog.ts';
import { t } from '../t.ts';

/** What a compartment's dialogs (its figures, its comment) are given. */
export interface CompartmentDialogProps {
  planId: string;
  compartment: Compartment;
  onSaved(next: Compartment): void;
  onClose(): void;
}

/**
 * A modal holding one of my map's forms: the kit's form dialog (closing with unsaved changes
 * asks first), with focus starting on the title. The form reports `dirty` through the ref.
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
  const heading = useRef<HTMLHeadingElement>(null);
  const dirty = useRef(false);
  const dialog = useFormDialog(onClose, heading, () => dirty.current);
  return (
    <ModalDialog dialog={dialog} title={title} titleRef={heading}>
      {children({ dirty, requestClose: dialog.requestClose, close: dialog.close })}
    </ModalDialog>
  );
}

/**
 * The <form> inside a FormDialog: tells the dialog whether it has unsaved changes (read when
 * closing is asked) and opens with the error summary, as every form of my map does.
 */
export function DialogForm<V extends FormValues>({
  form,
  dirty,
  children,
}: {
  form: Form<V>;
  dirty: RefObject<boolean>;
  children: ReactNode;
}) {
  dirty.current = form.isDirty;
  return (
    <form {...form.formProps} className="form">
      <ErrorSummary form={form} heading={t('edit.summary')} />
      {children}
    </form>
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

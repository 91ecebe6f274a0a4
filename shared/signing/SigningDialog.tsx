import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from '../elements/ModalDialog.tsx';
import type { InitialFocus } from '../elements/useModalDialog.ts';
import { useFormDialog } from '../forms/useFormDialog.ts';
import { SigningView, type SigningViewProps } from './SigningView.tsx';

/** Where a signing dialog is: its form, the signing view (with `S`), the outcome (with `D`). */
export type SigningDialogStep<S extends object, D extends object> =
  { step: 'form' } | ({ step: 'sign' } & S) | ({ step: 'done' } & D);

/**
 * The steps of a form dialog that ends in e-ID signing (issue 9), on top of useFormDialog
 * (shared/forms): form -> signing view -> outcome. Closing asks "Vill du stänga utan att
 * spara?" only on the form step with unsaved changes (the form sets `dirtyRef.current =
 * form.isDirty`); each step replaces the one before and moves focus: the signing view's own
 * field (`signField`, else the heading), then the outcome's heading.
 *
 * Render it with <SigningDialog dialog={dialog} titles={...}>; go on with `toSign(...)` once
 * the form's submit has started the order and `toDone(...)` from the view's `onComplete`.
 * `initialFocus` as in useModalDialog (the form's first field; leave it out when the form
 * arrives later and focus it then).
 */
export function useSigningDialog<S extends object, D extends object>({
  onClose,
  initialFocus,
}: {
  onClose(): void;
  initialFocus?: InitialFocus | undefined;
}) {
  const [state, setState] = useState<SigningDialogStep<S, D>>({ step: 'form' });
  const heading = useRef<HTMLHeadingElement>(null);
  const signField = useRef<HTMLInputElement>(null);
  const dirtyRef = useRef(false);
  const stepRef = useRef(state.step);
  stepRef.current = state.step;
  const formDialog = useFormDialog(
    onClose,
    initialFocus,
    () => stepRef.current === 'form' && dirtyRef.current,
  );

  useEffect(() => {
    if (state.step === 'sign') (signField.current ?? heading.current)?.focus();
    if (state.step === 'done') heading.current?.focus();
  }, [state.step]);

  return {
    ...formDialog,
    state,
    /** The dialog's heading (focusable): e.g. focus it when the form could not load. */
    heading,
    /** Pass to the signing view (`fieldRef`): focus moves there on the signing step. */
    signField,
    /** The form sets it on each render: `dirtyRef.current = form.isDirty`. */
    dirtyRef,
    toSign: (sign: S) => setState({ step: 'sign', ...sign }),
    toDone: (done: D) => setState({ step: 'done', ...done }),
  };
}

export type SigningDialogState = ReturnType<typeof useSigningDialog<object, object>>;

/**
 * The modal of useSigningDialog: the one dialog frame (ModalDialog), named by the heading of
 * the step it is on (`titles`); the step's content is `children`.
 */
export function SigningDialog({
  dialog,
  titles,
  children,
}: {
  dialog: Pick<SigningDialogState, 'dialogProps' | 'confirmation' | 'heading' | 'state'>;
  titles: Record<SigningDialogStep<object, object>['step'], string>;
  children: ReactNode;
}) {
  return (
    <ModalDialog dialog={dialog} title={titles[dialog.state.step]} titleRef={dialog.heading}>
      {children}
    </ModalDialog>
  );
}

/**
 * The signing step: the signing view, moving focus into itself once the order has started
 * when given `fieldRef` (the dialog's `signField`), and under it `action` (e.g. "Stäng",
 * "Signera senare"): the member may leave and sign later.
 */
export function SigningStep({
  action,
  ...view
}: Omit<SigningViewProps, 'autoFocus'> & {
  action?: { label: string; onClick(): void } | undefined;
}) {
  return (
    <>
      <SigningView
        {...view}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- SigningView's prop, not the HTML attribute: focus moves into the view once the order has started
        autoFocus={view.fieldRef !== undefined}
      />
      {action && (
        <div className="signing-actions">
          <button type="button" className="button" onClick={action.onClick}>
            {action.label}
          </button>
        </div>
      )}
    </>
  );
}

import { useId, type ReactNode, type RefObject } from 'react';
import type { ModalDialogState } from './useModalDialog.ts';

/**
 * The one dialog frame of the portal: a native modal <dialog> named by its heading (`title`),
 * the unsaved-changes question of a form dialog while it is asked, then `children`. Its
 * behaviour comes from `dialog`: useModalDialog (shared/elements), useFormDialog
 * (shared/forms: asks before closing a changed form) or useSigningDialog (shared/signing).
 *
 * `titleRef` makes the heading focusable (tabIndex -1): pass the same ref as the hook's
 * `initialFocus` to start there, or focus it when the content is replaced. An alert dialog
 * (ConfirmDialog) passes `role="alertdialog"` and `describedBy` (its text's id).
 */
export function ModalDialog({
  dialog,
  title,
  titleRef,
  className,
  role,
  describedBy,
  children,
}: {
  dialog: Pick<ModalDialogState, 'dialogProps' | 'confirmation'>;
  title: ReactNode;
  titleRef?: RefObject<HTMLHeadingElement | null> | undefined;
  className?: string | undefined;
  role?: 'alertdialog' | undefined;
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <dialog
      {...dialog.dialogProps}
      className={className ? `dialog form-dialog ${className}` : 'dialog form-dialog'}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      {dialog.confirmation}
      <h2 id={titleId} ref={titleRef} tabIndex={titleRef && -1} className="form-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { t } from './t.ts';

/**
 * An information modal (the PEP explanation, the trade terms), possibly over another
 * dialog: focus starts on "Stäng"; Escape closes it; `onClose` puts focus back.
 */
export function InfoDialog({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose(): void;
}) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const { close, ...dialogProps } = useModalDialog(onClose, closeButton);
  return (
    <dialog {...dialogProps} className="dialog form-dialog" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-dialog-title">
        {title}
      </h2>
      {children}
      <div className="form-footer">
        <button ref={closeButton} type="button" className="button button-primary" onClick={close}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}

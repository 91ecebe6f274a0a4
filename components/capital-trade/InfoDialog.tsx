import { useRef, type ReactNode } from 'react';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { t } from './t.ts';
import { CloseFooter } from '../../shared/forms/FormFooter.tsx';

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
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onClose, closeButton);
  const { close } = dialog;
  return (
    <ModalDialog dialog={dialog} title={title}>
      {children}
      <CloseFooter label={t('close')} onClose={close} buttonRef={closeButton} primary />
    </ModalDialog>
  );
}

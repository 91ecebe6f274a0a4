import { useRef } from 'react';
import type { AccountsOverview } from '../../shared/contracts/accounts.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { CloseFooter } from '../../shared/forms/FormFooter.tsx';

/** How to pay in (economy-membership §2): the cooperative's bankgiro and the member's reference. */
export function PaymentDialog({
  payment,
  onClose,
}: {
  payment: AccountsOverview['payment'];
  onClose(): void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onClose, closeButton);
  const { close } = dialog;
  return (
    <ModalDialog dialog={dialog} title={t('payment.title')}>
      <p>{t('payment.intro')}</p>
      <LabelValueList
        rows={[
          [t('payment.bankgiro'), payment.bankgiro],
          [t('payment.reference'), payment.reference],
        ]}
        className="details-grid"
      />
      <CloseFooter label={t('close')} onClose={close} buttonRef={closeButton} primary />
    </ModalDialog>
  );
}

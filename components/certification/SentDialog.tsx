import { useId, useRef } from 'react';
import type { CertificateType } from '../../shared/contracts/certification.ts';
import type { SignLinkSent } from '../../shared/contracts/signing/links.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { t } from './t.ts';
import { CloseFooter } from '../../shared/forms/FormFooter.tsx';

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * The sign-sent modal (§2): the application is signed and under processing, or its signing
 * link is sent by e-mail or SMS and it waits for the signature.
 */
export function SentDialog({
  type,
  link = null,
  onClose,
}: {
  type: CertificateType;
  link?: SignLinkSent | null;
  onClose(): void;
}) {
  const textId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onClose, closeButton);
  const { close } = dialog;
  return (
    <ModalDialog
      dialog={dialog}
      title={t(link ? 'linkSent.title' : 'sent.title')}
      describedBy={textId}
    >
      <p id={textId}>
        {link
          ? t(`linkSent.text.${link.channel}`, {
              type: t(`type.${type}`),
              recipient: link.recipient,
              time: dateTime.format(new Date(link.expiresAt)),
            })
          : t('sent.text', { type: t(`type.${type}`) })}
      </p>
      <CloseFooter label={t('sent.close')} onClose={close} buttonRef={closeButton} primary />
    </ModalDialog>
  );
}

import type { ReactNode } from 'react';
import type { SigningViewProps } from '../../../shared/signing/SigningView.tsx';
import { SigningStep, type SigningDialogState } from '../../../shared/signing/SigningDialog.tsx';
import { CloseFooter } from '../../../shared/forms/FormFooter.tsx';
import { signingErrorText } from './signingText.ts';
import { t } from './t.ts';

/**
 * The headings of a signed accounts dialog's three steps: its texts' `title` (the form),
 * `signTitle` and `doneTitle` (typed: each key must be in sv.ts).
 */
export const signingTitles = (texts: 'newAccount' | 'withdraw') => ({
  form: t(`${texts}.title`),
  sign: t(`${texts}.signTitle`),
  done: t(`${texts}.doneTitle`),
});

/**
 * The signing step of an accounts dialog (a new account, a withdrawal): what is signed
 * (`intro`), the area's refusal texts, focus on the dialog's sign field, and "Stäng" under it.
 */
export function AccountSigningStep({
  dialog,
  intro,
  ...view
}: Pick<SigningViewProps, 'api' | 'start' | 'testSigner' | 'onComplete'> & {
  dialog: Pick<SigningDialogState, 'signField' | 'close'>;
  intro: string;
}) {
  return (
    <>
      <p>{intro}</p>
      <SigningStep
        {...view}
        problemText={signingErrorText}
        fieldRef={dialog.signField}
        action={{ label: t('close'), onClick: dialog.close }}
      />
    </>
  );
}

/**
 * Where an accounts dialog ends: the outcome (`success`), or why it cannot go on (`error`),
 * and "Stäng" under it; `primary` unless the member has something else to do first.
 */
export function AccountDialogEnd({
  tone,
  onClose,
  primary = true,
  children,
}: {
  tone: 'success' | 'error';
  onClose(): void;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <p className={`alert alert-${tone} alert-spaced`}>{children}</p>
      <CloseFooter label={t('close')} onClose={onClose} primary={primary} />
    </>
  );
}

import type { SigningViewProps } from '../../../shared/signing/SigningView.tsx';
import { SigningStep, type SigningDialogState } from '../../../shared/signing/SigningDialog.tsx';
import { signingErrorText } from './signingText.ts';
import { t } from './t.ts';

/**
 * The signing step of an accounts dialog (a new account, a withdrawal): the area's refusal
 * texts, focus on the dialog's sign field, and "Stäng" under it.
 */
export function AccountSigningStep({
  dialog,
  ...view
}: Pick<SigningViewProps, 'api' | 'start' | 'testSigner' | 'onComplete'> & {
  dialog: Pick<SigningDialogState, 'signField' | 'close'>;
}) {
  return (
    <SigningStep
      {...view}
      problemText={signingErrorText}
      fieldRef={dialog.signField}
      action={{ label: t('close'), onClick: dialog.close }}
    />
  );
}

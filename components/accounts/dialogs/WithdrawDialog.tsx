import { useMemo, useRef } from 'react';
import type { ApiClient } from '../../../shared/api/client.ts';
import {
  accountLimits,
  withdrawalRequestSchema,
  type Account,
  type WithdrawalLimits,
  type WithdrawalRequest,
} from '../../../shared/contracts/accounts.ts';
import {
  withdrawalProblemType,
  accountsProblems,
} from '../../../shared/contracts/accounts/problems.ts';
import { AmountField } from '../../../shared/forms/AmountField.tsx';
import { formatAmount, formatAmountInput } from '../../../shared/forms/amount.ts';
import { ErrorSummary } from '../../../shared/forms/ErrorSummary.tsx';
import { Checkbox } from '../../../shared/forms/fields.tsx';
import { FormFooter } from '../../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../../shared/forms/TextAreaField.tsx';
import { SigningDialog, useSigningDialog } from '../../../shared/signing/SigningDialog.tsx';
import { AccountDialogEnd, AccountSigningStep, signingTitles } from './AccountSigningStep.tsx';
import type { AccountsCalls } from '../api.ts';
import { typeLabel } from '../labels.ts';
import {
  signedFormProps,
  useSignedForm,
  type SignedFormProps,
  type SignStep,
} from './signingStart.ts';
import { amountInput, breaksFloor } from './rules.ts';
import { t } from './t.ts';

type Values = { amountOre: string; message: string; acceptedTerms: boolean };
type DoneStep = { amountOre: number };

export interface WithdrawDialogProps {
  api: ApiClient;
  calls: AccountsCalls;
  account: Account;
  testSigner: boolean;
  /** The withdrawal is signed and reserved: the account is fetched again. */
  onSigned(): void;
  onClose(): void;
}

/**
 * Withdraw (route `konto/:accountId/uttag`, economy-membership §5): amount with the minimum
 * in its label, message, the plan's terms; the rules of `withdrawalRequestSchema(limits)`,
 * the server's own. When only the 1 000 kr floor fails, 'Ta ut {max}' and (member account)
 * 'Ta ut hela saldot' fill the amount. Then the member signs; the completion reserves the
 * amount, paid within 1–2 bank days.
 */
export function WithdrawDialog({
  api,
  calls,
  account,
  testSigner,
  onSigned,
  onClose,
}: WithdrawDialogProps) {
  const firstField = useRef<HTMLElement>(null);
  const dialog = useSigningDialog<SignStep<WithdrawalRequest>, DoneStep>({
    onClose,
    initialFocus: firstField,
  });
  const { state, close } = dialog;

  return (
    <SigningDialog dialog={dialog} titles={signingTitles('withdraw')}>
      {state.step === 'form' && !account.withdrawal.possible ? (
        <AccountDialogEnd tone="error" onClose={close} primary={false}>
          {accountsProblems[withdrawalProblemType(account.withdrawal.reason)].message}
        </AccountDialogEnd>
      ) : state.step === 'form' && account.withdrawal.possible ? (
        <WithdrawForm
          {...signedFormProps(dialog, calls, firstField)}
          account={account}
          limits={account.withdrawal.limits}
        />
      ) : state.step === 'sign' ? (
        <AccountSigningStep
          dialog={dialog}
          intro={t('withdraw.signIntro', {
            amount: formatAmount(state.request.amountOre),
            account: typeLabel(account.type),
            number: account.accountNumber,
          })}
          api={api}
          start={state.start}
          testSigner={testSigner}
          onComplete={() => {
            dialog.toDone({ amountOre: state.request.amountOre });
            onSigned();
          }}
        />
      ) : (
        state.step === 'done' && (
          <AccountDialogEnd tone="success" onClose={close}>
            {t('withdraw.done', { amount: formatAmount(state.amountOre) })}
          </AccountDialogEnd>
        )
      )}
    </SigningDialog>
  );
}

function WithdrawForm({
  calls,
  account,
  limits,
  firstField,
  dirtyRef,
  onCancel,
  onStarted,
}: SignedFormProps<WithdrawalRequest> & { account: Account; limits: WithdrawalLimits }) {
  const schema = useMemo(() => withdrawalRequestSchema(limits), [limits]);
  const form = useSignedForm<Values, WithdrawalRequest>({
    start: (body, idempotencyKey) =>
      calls.startWithdrawal({ params: { accountId: account.id }, body, idempotencyKey }),
    onStarted,
    dirtyRef,
    schema,
    toInput: (values) => ({
      amountOre: amountInput(values.amountOre),
      message: values.message,
      acceptedTerms: values.acceptedTerms,
    }),
    initial: { amountOre: '', message: '', acceptedTerms: false },
  });

  const amount = form.field('amountOre');
  const floor =
    amount.error !== undefined && breaksFloor(amountInput(form.values.amountOre), limits);
  const fill = (ore: number) => {
    form.setValue('amountOre', formatAmountInput(ore));
    form.focusField('amountOre');
  };

  return (
    <form {...form.formProps} className="form">
      <p>
        {t('withdraw.from', {
          account: typeLabel(account.type),
          number: account.accountNumber,
          available: formatAmount(limits.availableOre),
        })}
      </p>
      <ErrorSummary form={form} />
      <AmountField
        {...amount}
        inputRef={(element) => {
          firstField.current = element;
          amount.inputRef(element);
        }}
        label={t('withdraw.amount', { min: formatAmount(limits.minimumOre) })}
        hint={
          limits.allowEverything
            ? t('withdraw.amountHintEverything', {
                max: formatAmount(Math.max(0, limits.maximumOre)),
                available: formatAmount(limits.availableOre),
              })
            : t('withdraw.amountHint', { max: formatAmount(Math.max(0, limits.maximumOre)) })
        }
        required
      />
      {floor && (
        <div className="form-actions-inline">
          {limits.maximumOre >= limits.minimumOre && (
            <button
              type="button"
              className="button button-small"
              onClick={() => fill(limits.maximumOre)}
            >
              {t('withdraw.takeMax', { max: formatAmount(limits.maximumOre) })}
            </button>
          )}
          {limits.allowEverything && (
            <button
              type="button"
              className="button button-small"
              onClick={() => fill(limits.availableOre)}
            >
              {t('withdraw.takeEverything')}
            </button>
          )}
        </div>
      )}
      <TextAreaField
        {...form.field('message')}
        label={t('withdraw.message')}
        maxLength={accountLimits.messageMaxLength}
        rows={3}
      />
      {limits.requiresTerms && (
        <section className="form-section">
          <h3>{t('withdraw.planTermsHeading')}</h3>
          <ul className="bullet-list">
            <li>{t('withdraw.planTerms1')}</li>
            <li>{t('withdraw.planTerms2')}</li>
          </ul>
          <Checkbox
            {...form.field('acceptedTerms')}
            label={t('withdraw.planTermsAccept')}
            required
          />
        </section>
      )}
      <FormFooter form={form} submitLabel={t('withdraw.submit')} onCancel={onCancel} />
    </form>
  );
}

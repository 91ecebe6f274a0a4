import { useEffect, useMemo, useRef } from 'react';
import type { ApiClient } from '../../../shared/api/client.ts';
import {
  newAccountRequestSchema,
  newAccountResultSchema,
  type FixedInterestOffer,
  type NewAccountRequest,
} from '../../../shared/contracts/accounts.ts';
import { useLoad } from '../../../shared/elements/useLoad.ts';
import { AmountField } from '../../../shared/forms/AmountField.tsx';
import { formatAmount } from '../../../shared/forms/amount.ts';
import { ErrorSummary } from '../../../shared/forms/ErrorSummary.tsx';
import { Checkbox, RadioGroup } from '../../../shared/forms/fields.tsx';
import { FormFooter } from '../../../shared/forms/FormFooter.tsx';
import { SigningDialog, useSigningDialog } from '../../../shared/signing/SigningDialog.tsx';
import { AccountDialogEnd, AccountSigningStep, signingTitles } from './AccountSigningStep.tsx';
import { errorText, type AccountsCalls } from '../api.ts';
import { rateText } from '../labels.ts';
import {
  signedFormProps,
  useSignedForm,
  type SignedFormProps,
  type SignStep,
} from './signingStart.ts';
import { t } from './t.ts';
import { amountInput } from './rules.ts';
import { LoadingStatus } from '../../../shared/elements/LoadingStatus.tsx';

type Term = 1 | 3 | 5;
type Values = { term: Term | null; amountOre: string; acceptedTerms: boolean };
type DoneStep = { accountNumber: string | null };

export interface NewAccountDialogProps {
  api: ApiClient;
  calls: AccountsCalls;
  profileKey: string | null;
  testSigner: boolean;
  /** The account is open: the overview is fetched again. */
  onOpened(): void;
  onClose(): void;
}

/**
 * A new fixed-interest account (route `nytt-konto`, economy-membership §5, §9): today's
 * rates for 1, 3 and 5 years, the amount (minimum in the label, the member account's
 * available balance at most), the terms (deposit once, early payout fee 2 %, fixed rate);
 * the rules of `newAccountRequestSchema(offer)`; signed; the new account's number.
 */
export function NewAccountDialog({
  api,
  calls,
  profileKey,
  testSigner,
  onOpened,
  onClose,
}: NewAccountDialogProps) {
  const offer = useLoad(profileKey === null ? null : `${profileKey}:offer`, (signal) =>
    calls.getFixedInterestOffer({ signal }),
  );
  const firstField = useRef<HTMLElement>(null);
  const dialog = useSigningDialog<SignStep<NewAccountRequest>, DoneStep>({ onClose });
  const { state, close, heading } = dialog;

  // The offer arrives after the dialog opened: focus its first field then.
  const loaded = offer.state === 'loaded';
  useEffect(() => {
    if (loaded) firstField.current?.focus();
    else if (offer.state === 'error') heading.current?.focus();
  }, [loaded, offer.state, heading]);

  return (
    <SigningDialog dialog={dialog} titles={signingTitles('newAccount')}>
      {offer.state === 'loading' ? (
        <LoadingStatus>{t('newAccount.loading')}</LoadingStatus>
      ) : offer.state === 'error' ? (
        <AccountDialogEnd tone="error" onClose={close}>
          {errorText(offer.error)}
        </AccountDialogEnd>
      ) : state.step === 'form' ? (
        <NewAccountForm {...signedFormProps(dialog, calls, firstField)} offer={offer.data} />
      ) : state.step === 'sign' ? (
        <AccountSigningStep
          dialog={dialog}
          intro={t('newAccount.signIntro', {
            amount: formatAmount(state.request.amountOre),
            years: state.request.term,
            rate: rateOf(offer.data, state.request.term),
          })}
          api={api}
          start={state.start}
          testSigner={testSigner}
          onComplete={(order) => {
            const result = newAccountResultSchema.safeParse(order.result);
            dialog.toDone({ accountNumber: result.success ? result.data.accountNumber : null });
            onOpened();
          }}
        />
      ) : (
        <AccountDialogEnd tone="success" onClose={close}>
          {t('newAccount.done', { number: state.accountNumber ?? '' })}
        </AccountDialogEnd>
      )}
    </SigningDialog>
  );
}

const rateOf = (offer: FixedInterestOffer, term: number) => {
  const found = offer.terms.find((option) => option.term === term);
  return found ? rateText(found.interestRateBp) : '';
};

function NewAccountForm({
  calls,
  offer,
  firstField,
  dirtyRef,
  onCancel,
  onStarted,
}: SignedFormProps<NewAccountRequest> & { offer: FixedInterestOffer }) {
  const schema = useMemo(() => newAccountRequestSchema(offer), [offer]);
  const form = useSignedForm<Values, NewAccountRequest>({
    start: (body, idempotencyKey) => calls.startNewAccount({ body, idempotencyKey }),
    onStarted,
    dirtyRef,
    schema,
    toInput: (values) => ({
      term: values.term ?? undefined,
      amountOre: amountInput(values.amountOre),
      acceptedTerms: values.acceptedTerms,
    }),
    initial: { term: null, amountOre: '', acceptedTerms: false },
  });
  const term = form.field('term');
  const amount = form.field('amountOre');

  return (
    <form {...form.formProps} className="form">
      <p>{t('newAccount.intro')}</p>
      <ErrorSummary form={form} />
      <RadioGroup<Term>
        {...term}
        inputRef={(element) => {
          firstField.current = element;
          term.inputRef(element);
        }}
        label={t('newAccount.term')}
        required
        options={offer.terms.map((option) => ({
          value: option.term,
          label: t('newAccount.termOption', {
            years: option.term,
            rate: rateText(option.interestRateBp),
          }),
        }))}
      />
      <AmountField
        {...amount}
        label={t('newAccount.amount', { min: formatAmount(offer.minimumOre) })}
        hint={t('newAccount.amountHint', { max: formatAmount(offer.maximumOre) })}
        required
      />
      <section className="form-section">
        <h3>{t('newAccount.termsHeading')}</h3>
        <ul className="bullet-list">
          <li>{t('newAccount.terms1')}</li>
          <li>{t('newAccount.terms2')}</li>
          <li>{t('newAccount.terms3')}</li>
        </ul>
        <Checkbox {...form.field('acceptedTerms')} label={t('newAccount.termsAccept')} required />
      </section>
      <FormFooter form={form} submitLabel={t('newAccount.submit')} onCancel={onCancel} />
    </form>
  );
}

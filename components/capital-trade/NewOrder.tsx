import { useId, useRef, useState } from 'react';
import {
  accountTypesOf,
  tradeOrderFormSchema,
  tradeSumOre,
  type TradeAccountType,
  type TradeOrderType,
  type TradeOverview,
  type TradePeriod,
} from '../../shared/contracts/capital-trade.ts';
import { capitalTradeProblems } from '../../shared/contracts/capital-trade/problems.ts';
import type { FieldErrors } from '../../shared/contracts/fieldErrors.ts';
import { formatOre } from '../../shared/format/index.ts';
import { AmountField } from '../../shared/forms/AmountField.tsx';
import { parseAmount } from '../../shared/forms/amount.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { RadioGroup, TextField } from '../../shared/forms/fields.tsx';
import { FormFailure } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { BalanceWarningDialog } from './BalanceWarningDialog.tsx';
import { LoadState, useTrade } from './context.tsx';
import { errorText } from './errors.ts';
import { accountTypeLabel, orderTypeLabel, periodValues, tradeTypeLabel } from './labels.ts';
import { OrderDialog, type OrderDraft } from './OrderDialog.tsx';
import { PaperForm } from './PaperForm.tsx';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

/**
 * ny-order/: the order form for the current period, or why there is none: an organisation,
 * an estate or a departed member gets the paper form, a member without the write role is
 * told they cannot order digitally, and without an open period the next one's dates are
 * shown.
 */
export function NewOrder() {
  const { overview, portal } = useTrade();
  if (overview.state !== 'loaded') return <LoadState load={overview} />;
  const data = overview.data;
  if (data.digitalOrdersBlocked) return <PaperForm />;
  if (!portal.canWrite)
    return (
      <p className="banner banner-info alert-spaced" role="note">
        {t('newOrder.noWrite')}
      </p>
    );
  const current = data.periods.find((period) => period.current);
  if (!current) {
    const next = data.periods.find((period) => !period.current);
    return (
      <div className="banner banner-info alert-spaced">
        <p>{capitalTradeProblems.CurrentTradeOrderPeriodNotFound.message}</p>
        {next && <p>{t('newOrder.noPeriod.next', periodValues(next))}</p>}
      </div>
    );
  }
  return (
    <OrderForm key={`${portal.profileKey ?? ''}:${current.id}`} overview={data} period={current} />
  );
}

interface OrderValues {
  accountType: TradeAccountType | null;
  orderType: TradeOrderType | null;
  amountOre: string;
  rateHundredths: string;
}

/** Kronor (or a percent) typed the Swedish way, in hundredths; undefined when unreadable. */
const hundredths = (text: string) => {
  const parsed = parseAmount(text);
  return parsed?.ok ? parsed.ore : undefined;
};
const rateText = (value: number) => (value / 100).toFixed(2).replace('.', ',');

type Step = { step: 'form' } | { step: 'warning' | 'confirm'; order: OrderDraft };

function OrderForm({ overview, period }: { overview: TradeOverview; period: TradePeriod }) {
  const { limits, contact } = overview;
  const allowed = accountTypesOf[period.tradeType];
  const [state, setState] = useState<Step>({ step: 'form' });
  const submitButton = useRef<HTMLButtonElement>(null);
  const figuresId = useId();
  const initial: OrderValues = {
    accountType: allowed.length === 1 ? allowed[0]! : null,
    orderType: null,
    amountOre: '',
    rateHundredths: '100,00',
  };
  const form = useForm({
    schema: tradeOrderFormSchema(limits),
    toInput: (values: OrderValues) => ({
      periodId: period.id,
      accountType: values.accountType ?? undefined,
      orderType: values.orderType ?? undefined,
      amountOre: hundredths(values.amountOre),
      rateHundredths: hundredths(values.rateHundredths),
    }),
    initial,
    onSubmit: (order) => {
      const sum = tradeSumOre(order.amountOre, order.rateHundredths);
      const warn = order.orderType === 'Buy' && sum > limits.memberAccountAvailableOre;
      setState({ step: warn ? 'warning' : 'confirm', order });
    },
    failureMessage: errorText,
  });

  const amount = hundredths(form.values.amountOre);
  const rate = hundredths(form.values.rateHundredths);
  const sum = amount !== undefined && rate !== undefined ? tradeSumOre(amount, rate) : null;
  const back = () => {
    setState({ step: 'form' });
    submitButton.current?.focus();
  };
  const rateField = form.field('rateHundredths');
  const values = periodValues(period);

  return (
    <>
      <p>
        {t('newOrder.period', { ...values, tradeType: tradeTypeLabel(period.tradeType) })}{' '}
        {t('newOrder.deadline', values)}
      </p>
      <section aria-labelledby={figuresId} className="trade-figures">
        <h3 id={figuresId}>{t('newOrder.figures')}</h3>
        <LabelValueList
          rows={[
            [t('newOrder.figure.issued'), formatOre(limits.issuedBalanceOre)],
            [t('newOrder.figure.paid'), formatOre(limits.paidBalanceOre)],
            [t('newOrder.figure.remainingObligation'), formatOre(limits.remainingObligationOre)],
            [t('newOrder.figure.excessStake'), formatOre(limits.excessStakeOre)],
            [t('newOrder.figure.memberAccount'), formatOre(limits.memberAccountAvailableOre)],
          ]}
          className="details-grid"
        />
      </section>
      <form {...form.formProps} className="form trade-order-form">
        <ErrorSummary form={form} heading={t('form.errorSummary')} />
        <FormFailure message={form.failure} />
        <RadioGroup
          {...form.field('accountType')}
          label={t('form.accountType')}
          className="form-section"
          options={allowed.map((type) => ({ value: type, label: accountTypeLabel(type) }))}
        />
        <RadioGroup
          {...form.field('orderType')}
          label={t('form.orderType')}
          className="form-section"
          options={(['Buy', 'Sell'] as const).map((type) => ({
            value: type,
            label: orderTypeLabel(type),
          }))}
        />
        <AmountField
          {...form.field('amountOre')}
          label={t('form.amount')}
          hint={t('form.amountHint')}
        />
        <TextField
          {...rateField}
          label={t('form.rate')}
          hint={t('form.rateHint')}
          width="short"
          inputMode="decimal"
          autoComplete="off"
          onBlur={(event) => {
            const parsed = hundredths(rateField.value);
            if (parsed !== undefined && rateText(parsed) !== rateField.value)
              rateField.onChange(rateText(parsed));
            rateField.onBlur(event);
          }}
        />
        <p className="trade-sum" aria-live="polite">
          {sum === null ? t('form.sumEmpty') : t('form.sumValue', { sum: formatOre(sum) })}
        </p>
        <div className="form-footer">
          <button
            ref={submitButton}
            type="submit"
            className="button button-primary"
            aria-disabled={form.submitting || undefined}
          >
            {t('form.submit')}
          </button>
        </div>
      </form>
      {state.step === 'warning' && (
        <BalanceWarningDialog
          sumOre={tradeSumOre(state.order.amountOre, state.order.rateHundredths)}
          availableOre={limits.memberAccountAvailableOre}
          onProceed={() => setState({ step: 'confirm', order: state.order })}
          onBack={back}
        />
      )}
      {state.step === 'confirm' && (
        <OrderDialog
          order={state.order}
          contact={contact}
          onClose={(done) => {
            if (done) form.reset();
            back();
          }}
          onOrderErrors={(errors: FieldErrors) => {
            back();
            form.showErrors(errors);
          }}
        />
      )}
    </>
  );
}

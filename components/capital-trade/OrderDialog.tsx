import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/apiError.ts';
import {
  tradeConfirmSchema,
  tradeOrderResultSchema,
  tradeSumOre,
  type TradeAccountType,
  type TradeOrderRequest,
  type TradeOrderResult,
  type TradeOrderType,
  type TradeOverview,
} from '../../shared/contracts/capital-trade.ts';
import { tradeTerms } from '../../shared/contracts/capital-trade/terms.ts';
import type { FieldErrors } from '../../shared/contracts/fieldErrors.ts';
import type { SignOrderStart } from '../../shared/contracts/signing.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { formatOre } from '../../shared/format/index.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { Checkbox, FieldGroup, RadioGroup, TextField } from '../../shared/forms/fields.tsx';
import { FormFooter } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { useFormDialog } from '../../shared/forms/useFormDialog.ts';
import { SigningView } from '../../shared/signing/SigningView.tsx';
import { useTrade } from './context.tsx';
import { errorText, signingErrorText } from './errors.ts';
import { InfoDialog } from './InfoDialog.tsx';
import { accountTypeLabel, orderTypeLabel, rateLabel } from './labels.ts';
import { tradePath } from './paths.ts';
import { t } from './t.ts';
import { PepText, TermsText } from './TermsText.tsx';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/** The order form's part of an order, as its schema parsed it. */
export interface OrderDraft {
  periodId: string;
  accountType: TradeAccountType;
  orderType: TradeOrderType;
  amountOre: number;
  rateHundredths: number;
}

/** The order form's keys: a 400 about them goes back to the form behind the dialog. */
const orderKeys = ['periodId', 'accountType', 'orderType', 'amountOre', 'rateHundredths'];

type Step =
  | { step: 'confirm' }
  | { step: 'sign'; request: TradeOrderRequest; started: SignOrderStart }
  | { step: 'done'; result: TradeOrderResult };

interface ConfirmValues {
  email: string;
  phone: string;
  pep: boolean | null;
  acceptTerms: boolean;
  acceptPricing: boolean;
  acceptBinding: boolean;
}

/**
 * The confirm modal, then BankID, then the receipt (§2 order flow): e-mail and phone from
 * the member's contact details, the PEP answer (with its information modal) and the three
 * consents (with the trade terms modal), checked with the shared `tradeConfirmSchema`; the
 * order starts when the member sends it (a 400 lands on the fields, a refusal such as
 * ExistingTradeOrder above the buttons), is signed in the signing view and created by the
 * signature's completion; the receipt gives the order number, or says a PEP order goes to
 * manual handling. `onClose(true)` once the order is placed.
 */
export function OrderDialog({
  order,
  contact,
  onClose,
  onOrderErrors,
}: {
  order: OrderDraft;
  contact: TradeOverview['contact'];
  onClose(placed: boolean): void;
  onOrderErrors(errors: FieldErrors): void;
}) {
  const { calls, portal } = useTrade();
  const [state, setState] = useState<Step>({ step: 'confirm' });
  const [info, setInfo] = useState<null | 'pep' | 'terms'>(null);
  const infoOpener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const signField = useRef<HTMLInputElement>(null);
  // Focus starts on the form's first field (the dialog's first tab stop).
  const firstField = useRef<HTMLElement>(null);
  const dirty = useRef(false);
  const placed = useRef(false);
  const stepRef = useRef(state.step);
  stepRef.current = state.step;
  const orderErrors = useRef<FieldErrors | null>(null);
  const dialog = useFormDialog(
    () => (orderErrors.current ? onOrderErrors(orderErrors.current) : onClose(placed.current)),
    firstField,
    () => stepRef.current === 'confirm' && dirty.current,
  );
  const { close, requestClose } = dialog;

  // One Idempotency-Key per submission of the same order, kept while its start is retried
  // (a lost answer is answered again, not placed twice); a new one once an order started.
  const key = useRef<{ body: string; key: string } | null>(null);
  // The signing view's first round uses the order already started; its retry starts anew.
  const firstStart = useRef<SignOrderStart | null>(null);
  const startOrder = useCallback(
    async (request: TradeOrderRequest) => {
      const body = JSON.stringify(request);
      if (key.current?.body !== body) key.current = { body, key: crypto.randomUUID() };
      const started = await calls.startTradeOrder({
        body: request,
        idempotencyKey: key.current.key,
      });
      key.current = null;
      return started;
    },
    [calls],
  );

  useEffect(() => {
    if (state.step === 'done') heading.current?.focus();
  }, [state.step]);

  const form = useForm({
    schema: tradeConfirmSchema,
    toInput: (values: ConfirmValues) => ({ ...values, pep: values.pep ?? undefined }),
    initial: {
      email: contact.email,
      phone: contact.phone,
      pep: null,
      acceptTerms: false,
      acceptPricing: false,
      acceptBinding: false,
    } satisfies ConfirmValues,
    onSubmit: async (confirm) => {
      const request: TradeOrderRequest = { ...order, ...confirm };
      try {
        const started = await startOrder(request);
        firstStart.current = started;
        setState({ step: 'sign', request, started });
      } catch (error) {
        const fields = isApiError(error, 'validation') ? error.problem?.errors : undefined;
        const back = fields && Object.keys(fields).filter((k) => orderKeys.includes(k));
        if (fields && back && back.length > 0) {
          orderErrors.current = Object.fromEntries(back.map((k) => [k, fields[k]!]));
          close();
          return;
        }
        throw error;
      }
    },
    failureMessage: errorText,
  });
  dirty.current = form.isDirty;

  const signRequest = state.step === 'sign' ? state.request : null;
  const start = useCallback(() => {
    const ready = firstStart.current;
    firstStart.current = null;
    return ready ? Promise.resolve(ready) : startOrder(signRequest!);
  }, [signRequest, startOrder]);

  const title =
    state.step === 'confirm'
      ? t('confirm.title')
      : state.step === 'sign'
        ? t('sign.title')
        : state.result.kind === 'created'
          ? t('receipt.title')
          : t('receipt.manualTitle');

  const openInfo = (which: 'pep' | 'terms', button: HTMLButtonElement) => {
    infoOpener.current = button;
    setInfo(which);
  };
  const closeInfo = () => {
    setInfo(null);
    infoOpener.current?.focus();
  };

  return (
    <ModalDialog dialog={dialog} title={title} titleRef={heading}>
      {state.step === 'confirm' && (
        <>
          <OrderSummary order={order} />
          <form {...form.formProps} className="form">
            <ErrorSummary form={form} heading={t('confirm.errorSummary')} />
            <TextField
              {...form.field('email')}
              label={t('confirm.email')}
              type="email"
              autoComplete="email"
            />
            <TextField
              {...form.field('phone')}
              label={t('confirm.phone')}
              hint={t('confirm.phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <RadioGroup
              {...form.field('pep')}
              label={t('confirm.pep')}
              className="form-section"
              options={[
                { value: true, label: t('confirm.pepYes') },
                { value: false, label: t('confirm.pepNo') },
              ]}
            />
            <InfoButton label={t('confirm.pepInfo')} onOpen={(button) => openInfo('pep', button)} />
            <FieldGroup
              id={form.idFor('consents')}
              legend={t('confirm.consents')}
              error={undefined}
              className="form-section"
            >
              <Checkbox {...form.field('acceptTerms')} label={t('confirm.acceptTerms')} />
              <InfoButton
                label={t('confirm.showTerms')}
                onOpen={(button) => openInfo('terms', button)}
              />
              <Checkbox {...form.field('acceptPricing')} label={t('confirm.acceptPricing')} />
              <Checkbox {...form.field('acceptBinding')} label={t('confirm.acceptBinding')} />
            </FieldGroup>
            <FormFooter
              form={form}
              submitLabel={t('confirm.submit')}
              submittingLabel={t('confirm.submitting')}
              onCancel={requestClose}
              cancelLabel={t('confirm.cancel')}
            />
          </form>
        </>
      )}
      {state.step === 'sign' && (
        <>
          <OrderSummary order={order} />
          <p>{t('sign.intro')}</p>
          <SigningView
            api={portal.api}
            start={start}
            testSigner={portal.testSigner}
            problemText={signingErrorText}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- SigningView's prop, not the HTML attribute: focus moves into the view once signing has started
            autoFocus
            fieldRef={signField}
            onComplete={(signed) => {
              const result = tradeOrderResultSchema.safeParse(signed.result);
              placed.current = true;
              setState({
                step: 'done',
                result: result.success ? result.data : { kind: 'manualHandling', requestId: '' },
              });
            }}
          />
          <div className="signing-actions">
            <button type="button" className="button" onClick={close}>
              {t('sign.later')}
            </button>
          </div>
        </>
      )}
      {state.step === 'done' && (
        <>
          <Receipt result={state.result} />
          <div className="form-footer">
            <button type="button" className="button button-primary" onClick={close}>
              {t('receipt.close')}
            </button>
            <PortalLink href={tradePath('tradePreviousOrders', portal.slug)} className="button">
              {t('receipt.previous')}
            </PortalLink>
          </div>
        </>
      )}
      {info === 'pep' && (
        <InfoDialog title={t('pep.title')} onClose={closeInfo}>
          <PepText />
        </InfoDialog>
      )}
      {info === 'terms' && (
        <InfoDialog title={tradeTerms.title} onClose={closeInfo}>
          <TermsText />
        </InfoDialog>
      )}
    </ModalDialog>
  );
}

/** What the member is ordering: capital, buy or sell, amount, rate and sum. */
export function OrderSummary({ order }: { order: OrderDraft }) {
  return (
    <>
      <h3 className="trade-summary-heading">{t('confirm.summary')}</h3>
      <LabelValueList
        rows={[
          [t('column.capital'), accountTypeLabel(order.accountType)],
          [t('column.orderType'), orderTypeLabel(order.orderType)],
          [t('column.amount'), formatOre(order.amountOre)],
          [t('column.rate'), rateLabel(order.rateHundredths)],
          [t('column.sum'), formatOre(tradeSumOre(order.amountOre, order.rateHundredths))],
        ]}
        className="details-grid trade-order-summary"
      />
    </>
  );
}

/** The receipt: the order number, or manual handling for a PEP answer. */
export function Receipt({ result }: { result: TradeOrderResult }) {
  return result.kind === 'created' ? (
    <div className="alert alert-success alert-spaced">
      <p className="space-after">{t('receipt.created', { orderNumber: result.orderNumber })}</p>
      <p>{t('receipt.createdMore')}</p>
    </div>
  ) : (
    <p className="alert alert-success alert-spaced">{t('receipt.manual')}</p>
  );
}

/** A link-styled button under a field that opens an information dialog about it. */
function InfoButton({ label, onOpen }: { label: string; onOpen(button: HTMLButtonElement): void }) {
  return (
    <div className="trade-info-button">
      <button
        type="button"
        className="link-button"
        onClick={(event) => onOpen(event.currentTarget)}
      >
        {label}
      </button>
    </div>
  );
}

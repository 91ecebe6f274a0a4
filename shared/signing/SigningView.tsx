import { elementView, getBridge } from '@portal/bridge';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { isApiError } from '../api/apiError.ts';
import { useAtom } from '../elements/portal.ts';
import type { ApiClient } from '../api/client.ts';
import { LoadFailure } from '../elements/LoadFailure.tsx';
import { TextField } from '../forms/fields.tsx';
import { fieldErrorsFromIssues } from '../contracts/fieldErrors.ts';
import {
  testSignerConfirmSchema,
  type SignOrder,
  type SignOrderStart,
} from '../contracts/signing.ts';
import { cancelSignOrder, confirmTestSigner, pollSignOrder } from './api.ts';
import { BankIdQr } from './BankIdQr.tsx';
import { hintMessageKey, signingProblemText } from './hints.ts';
import { autoStartLink, isPhone } from './sameDevice.ts';
import { t } from './t.ts';

export interface SigningViewProps {
  api: ApiClient;
  /** Starts the order: the area's own call (e.g. POST /api/v1/proxies/{id}/sign). */
  start(): Promise<SignOrderStart>;
  /** The order is complete: the area's action has run (its answer is `order.result`). */
  onComplete(order: SignOrder): void;
  /** Show the local test signer (runtime settings `signing.testSigner`). */
  testSigner: boolean;
  /** The Swedish text for a refused start or completion; default: the view's own. */
  problemText?: ((error: unknown) => string) | undefined;
  /** Move focus into the view once the order has started (the test signer's field first). */
  autoFocus?: boolean | undefined;
  /** The test signer's field, for an area that focuses it itself. */
  fieldRef?: RefObject<HTMLInputElement | null> | undefined;
  /**
   * Milliseconds between polls: each answer carries the animated QR code of that second, so
   * 1 s; the server asks BankID about every 2 s however often the view polls.
   */
  pollIntervalMs?: number | undefined;
}

/** The local BankID test server's app page from the runtime settings, if any. */
function useTestApp(): string | undefined {
  return useAtom(elementView(getBridge()).settings)?.signing?.testApp;
}

type Phase =
  | { phase: 'starting' }
  | { phase: 'order'; started: SignOrderStart; order: SignOrder | null }
  | { phase: 'error'; error: unknown };

/**
 * The signing view (issues 9, 31) in the flow of Swedish BankID: starts the order, polls it
 * every second (never two polls at once; stops when it ends or the view goes), tells the
 * member BankID's message for each hint in a polite live region, shows the animated QR code
 * for "BankID på annan enhet" (a new code each second, from the server), the same-device
 * link (always offered; first on a phone), cancel, and (test signer only) the field where the
 * member confirms with their own personal number. A failed or cancelled order offers a
 * retry, which starts a new order. Leaving cancels the order.
 */
export function SigningView({
  api,
  start,
  onComplete,
  testSigner,
  problemText = signingProblemText,
  autoFocus = false,
  fieldRef,
  pollIntervalMs = 1000,
}: SigningViewProps) {
  const id = useId();
  const testApp = useTestApp();
  // On a phone the app is here: "BankID på den här enheten" first; on a computer the QR code.
  const [phone] = useState(() => isPhone());
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Phase>({ phase: 'starting' });
  const [sameDevice, setSameDevice] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [personalNumber, setPersonalNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const ownField = useRef<HTMLInputElement>(null);
  const field = fieldRef ?? ownField;
  const sameDeviceLink = useRef<HTMLAnchorElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  /** Poll now unless a poll is under way (after the test signer's confirm). */
  const pollNow = useRef<() => void>(() => undefined);
  // The latest callbacks, without restarting the order when the area re-renders.
  const latest = useRef({ start, onComplete });
  latest.current = { start, onComplete };

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let current: { orderRef: string; pending: boolean } | null = null;
    const controller = new AbortController();
    setState({ phase: 'starting' });
    setSameDevice(false);
    setCancelling(false);

    const poll = async (started: SignOrderStart) => {
      if (!live || inFlight) return;
      clearTimeout(timer);
      inFlight = true;
      try {
        const order = await pollSignOrder(api, started.orderRef, controller.signal);
        if (!live) return;
        current = { orderRef: order.orderRef, pending: order.status === 'pending' };
        setState({ phase: 'order', started, order });
        if (order.status === 'pending') {
          timer = setTimeout(() => void poll(started), pollIntervalMs);
        } else if (order.status === 'complete') {
          latest.current.onComplete(order);
        }
      } catch (error) {
        if (live) setState({ phase: 'error', error });
      } finally {
        inFlight = false;
      }
    };

    void (async () => {
      let started: SignOrderStart;
      try {
        started = await latest.current.start();
      } catch (error) {
        if (live) setState({ phase: 'error', error });
        return;
      }
      current = { orderRef: started.orderRef, pending: true };
      if (!live) {
        void cancelSignOrder(api, started.orderRef).catch(() => undefined);
        return;
      }
      setState({ phase: 'order', started, order: null });
      pollNow.current = () => void poll(started);
      void poll(started);
    })();

    return () => {
      live = false;
      controller.abort();
      clearTimeout(timer);
      pollNow.current = () => undefined;
      // Leaving an order unsigned cancels it, as BankID asks of a service the member leaves.
      if (current?.pending) void cancelSignOrder(api, current.orderRef).catch(() => undefined);
    };
  }, [api, round, pollIntervalMs]);

  const started = state.phase === 'order' ? state.started : null;
  const order = state.phase === 'order' ? state.order : null;
  const status = order?.status ?? (started ? 'pending' : null);
  const ended = state.phase === 'error' || status === 'failed' || status === 'cancelled';

  // Focus: into the view once it has started; onto the message when it ends badly.
  useEffect(() => {
    if (started && autoFocus) (testSigner ? field : sameDeviceLink).current?.focus();
    // Only when an order starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started?.orderRef]);
  useEffect(() => {
    if (ended) alertRef.current?.focus();
  }, [ended]);

  const cancel = async () => {
    if (!started || cancelling) return;
    setCancelling(true);
    try {
      const cancelled = await cancelSignOrder(api, started.orderRef);
      setState({ phase: 'order', started, order: cancelled });
    } catch (error) {
      setState({ phase: 'error', error });
    } finally {
      setCancelling(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!started || confirming) return;
    const parsed = testSignerConfirmSchema.safeParse({ personalNumber });
    if (!parsed.success) {
      setFieldError(fieldErrorsFromIssues(parsed.error.issues).personalNumber);
      field.current?.focus();
      return;
    }
    setConfirming(true);
    try {
      await confirmTestSigner(api, started.orderRef, parsed.data);
      pollNow.current();
    } catch (error) {
      const message = isApiError(error, 'validation')
        ? error.problem?.errors?.personalNumber
        : undefined;
      setFieldError(message ?? problemText(error));
      field.current?.focus();
    } finally {
      setConfirming(false);
    }
  };

  const messageKey = status
    ? hintMessageKey(status, order?.hintCode ?? null, { sameDevice, phone })
    : null;
  const statusText =
    state.phase === 'starting'
      ? t('starting')
      : status === 'complete'
        ? t('complete')
        : status === 'pending' && messageKey
          ? t(messageKey)
          : '';
  const failureText =
    state.phase === 'error'
      ? problemText(state.error)
      : ended
        ? messageKey
          ? t(messageKey)
          : problemText(order?.result ?? null)
        : '';

  // The two ways, in the order of the device: on a phone the app is here, so that way first.
  const otherDevice = (
    <section key="other" aria-labelledby={`${id}-other`} className="signing-way">
      <h3 id={`${id}-other`} className="signing-way-heading">
        {t('otherDevice')}
      </h3>
      <p className="signing-instructions">{t('qrInstructions')}</p>
      {order?.qr && <BankIdQr qr={order.qr} label={t('qrLabel')} />}
    </section>
  );
  const thisDevice = started && (
    <section key="this" aria-labelledby={`${id}-this`} className="signing-way">
      <h3 id={`${id}-this`} className="signing-way-heading">
        {t('thisDevice')}
      </h3>
      <a
        ref={sameDeviceLink}
        className="button button-primary"
        href={autoStartLink(started.autoStartToken, { phone, testApp })}
        {...(testApp ? { target: '_blank', rel: 'noopener' } : {})}
        onClick={() => setSameDevice(true)}
      >
        {t('sameDevice')}
      </a>
    </section>
  );

  return (
    <div className="signing">
      <p role="status" className="signing-status">
        {statusText}
      </p>
      {ended && (
        <LoadFailure
          alertRef={alertRef}
          message={failureText}
          retryLabel={t('retry')}
          onRetry={() => setRound((n) => n + 1)}
        />
      )}
      {started && status === 'pending' && (
        <>
          {order && (
            <div className="signing-text">
              <p className="signing-text-heading">{t('userVisibleData')}</p>
              <p className="signing-user-visible-data">{order.userVisibleData}</p>
            </div>
          )}
          <div className="signing-ways">
            {phone ? [thisDevice, otherDevice] : [otherDevice, thisDevice]}
          </div>
          {testSigner && (
            <form
              noValidate
              onSubmit={(event) => void confirm(event)}
              aria-labelledby={`${id}-test`}
              aria-busy={confirming}
              className="signing-test"
            >
              <h3 id={`${id}-test`} className="signing-way-heading">
                {t('testSigner')}
              </h3>
              <p className="signing-instructions">{t('testSignerIntro')}</p>
              <TextField
                id={`${id}-pn`}
                value={personalNumber}
                error={fieldError}
                onChange={(value) => {
                  setPersonalNumber(value);
                  setFieldError(undefined);
                }}
                inputRef={field}
                label={t('personalNumber')}
                hint={t('personalNumberHint')}
                width="medium"
                inputMode="numeric"
                autoComplete="off"
                maxLength={13}
              />
              <button
                type="submit"
                className="button button-primary"
                aria-disabled={confirming || undefined}
              >
                {confirming ? t('signing') : t('sign')}
              </button>
            </form>
          )}
          <div className="signing-actions">
            <button
              type="button"
              className="button"
              aria-disabled={cancelling || undefined}
              onClick={() => void cancel()}
            >
              {cancelling ? t('cancelling') : t('cancel')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { newAccountResultSchema } from '../../../shared/contracts/accounts.ts';
import {
  completeSigningCallback,
  type SigningCallbackOutcome,
} from '../../../shared/signing/callback.ts';
import { errorText } from '../api.ts';
import { signingErrorText } from './signingText.ts';
import type { AreaPortal } from '../../../shared/elements/portal.ts';
import { t } from './t.ts';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';

/**
 * The `.../slutfor` pages (economy-membership §2, server/signing/README.md): back from a
 * signing broker, the order is completed once (`completeSigningCallback`) and the outcome
 * shown; without the session value the member goes to `home` (the account page after a
 * withdrawal, the accounts home after a new account).
 */
export function SigningCallback({
  portal,
  kind,
  home,
  go,
}: {
  portal: AreaPortal;
  kind: 'withdrawal' | 'newAccount';
  home: string;
  go(path: string): void;
}) {
  const [outcome, setOutcome] = useState<
    SigningCallbackOutcome | { kind: 'error'; error: unknown } | null
  >(null);
  const message = useRef<HTMLDivElement>(null);
  const { api, search } = portal;

  useEffect(() => {
    const controller = new AbortController();
    completeSigningCallback(api, search, { home, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'home') go(result.path);
        else setOutcome(result);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ kind: 'error', error });
      },
    );
    return () => controller.abort();
    // Once per page: the callback completes the order on the server exactly once anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, search, home]);

  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);

  if (!outcome || outcome.kind === 'home') return <p role="status">{t('callback.working')}</p>;

  let text: string;
  let ok = false;
  if (outcome.kind === 'notFound') text = t('callback.notFound');
  else if (outcome.kind === 'error') text = errorText(outcome.error);
  else if (outcome.order.status === 'complete') {
    ok = true;
    if (kind === 'withdrawal') text = t('callback.withdrawalDone');
    else {
      const result = newAccountResultSchema.safeParse(outcome.order.result);
      text = t('newAccount.done', { number: result.success ? result.data.accountNumber : '' });
    }
  } else if (outcome.order.result) text = signingErrorText(outcome.order.result);
  else text = t('callback.failed');

  return (
    <div>
      <div
        ref={message}
        tabIndex={-1}
        role={ok ? 'status' : 'alert'}
        className={`alert ${ok ? 'alert-success' : 'alert-error'} alert-spaced`}
      >
        <p>{text}</p>
      </div>
      <p>
        <PortalLink href={home} navigate={go}>
          {kind === 'withdrawal' ? t('callback.toAccount') : t('callback.toHome')}
        </PortalLink>
      </p>
    </div>
  );
}

import { useEffect, useId } from 'react';
import { tradeOrderResultSchema } from '../../shared/contracts/capital-trade.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { completeSigningCallback } from '../../shared/signing/callback.ts';
import { hintMessageKey } from '../../shared/signing/hints.ts';
import { isPhone } from '../../shared/signing/sameDevice.ts';
import { t as signingT } from '../../shared/signing/t.ts';
import { useTrade } from './context.tsx';
import { errorText, signingErrorText } from './errors.ts';
import { tradePath } from './paths.ts';
import { Receipt } from './OrderDialog.tsx';
import { t } from './t.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * ny-order/slutfor/: where a signing that left the portal comes back with `?sessionId=`.
 * The poll completes the order on the server (once, however often this page is opened);
 * the page shows the receipt or why not. Without the session value: back to orderlaggning.
 */
export function SigningCallback() {
  const { portal, go } = useTrade();
  const headingId = useId();
  const home = tradePath('tradeOrders', portal.slug);
  const outcome = useLoad(
    portal.profileKey && `${portal.profileKey}:callback:${portal.search}`,
    (signal) => completeSigningCallback(portal.api, portal.search, { home, signal }),
  );
  const goHome = outcome.state === 'loaded' && outcome.data.kind === 'home';
  useEffect(() => {
    if (goHome) go('tradeOrders');
    // Once, when the outcome says so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goHome]);

  let body = null;
  if (outcome.state === 'loading' || goHome)
    body = <LoadingStatus>{t('callback.completing')}</LoadingStatus>;
  else if (outcome.state === 'error')
    body = (
      <p role="alert" className="alert alert-error alert-spaced">
        {errorText(outcome.error)}
      </p>
    );
  else if (outcome.data.kind === 'notFound')
    body = (
      <p role="alert" className="alert alert-error alert-spaced">
        {t('callback.notFound')}
      </p>
    );
  else if (outcome.data.kind === 'done') {
    const order = outcome.data.order;
    const result = tradeOrderResultSchema.safeParse(order.result);
    if (order.status === 'complete' && result.success) body = <Receipt result={result.data} />;
    else {
      // The member comes back from the app on this device (autostart), on a phone or not.
      const key = hintMessageKey(order.status, order.hintCode, {
        sameDevice: true,
        phone: isPhone(),
      });
      body = (
        <p role="alert" className="alert alert-error alert-spaced">
          {key ? signingT(key) : signingErrorText(order.result)}
        </p>
      );
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('callback.heading')}</h2>
      {body}
      <p>
        <PortalLink href={tradePath('tradeOrders', portal.slug)}>{t('callback.back')}</PortalLink>
      </p>
    </section>
  );
}

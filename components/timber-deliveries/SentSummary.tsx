import { useId } from 'react';
import type { DeliverySummary } from '../../shared/contracts/timber-deliveries.ts';
import { t } from './t.ts';

/**
 * What a completed notification sent (§3 Delivery: e-mail, message to the transporter,
 * delivery status), read-only on the deliveries view once it is closed.
 */
export function SentSummary({
  delivery,
}: {
  delivery: DeliverySummary & { completion: NonNullable<DeliverySummary['completion']> };
}) {
  const headingId = useId();
  const { emails, transporterMessage, deliveryStatus } = delivery.completion;
  return (
    <>
      <h4 id={headingId}>{t('sent.heading', { order: delivery.timberOrderNumber })}</h4>
      <dl className="deliveries-info" aria-labelledby={headingId}>
        <div>
          <dt>{t('complete.status')}</dt>
          <dd>{t(`complete.status.${deliveryStatus}`)}</dd>
        </div>
        <div>
          <dt>{t('complete.emailsLabel', { count: emails.length })}</dt>
          <dd>{emails.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('complete.message')}</dt>
          <dd>{transporterMessage || t('sent.noMessage')}</dd>
        </div>
      </dl>
    </>
  );
}

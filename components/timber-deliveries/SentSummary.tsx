import { useId } from 'react';
import type { DeliverySummary } from '../../shared/contracts/timber-deliveries.ts';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

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
      <LabelValueList
        rows={[
          [t('complete.status'), t(`complete.status.${deliveryStatus}`)],
          [t('complete.emailsLabel', { count: emails.length }), emails.join(', ')],
          [t('complete.message'), transporterMessage || t('sent.noMessage')],
        ]}
        className="deliveries-info"
        aria-labelledby={headingId}
      />
    </>
  );
}

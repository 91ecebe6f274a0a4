import type { DeliverySummary } from '../../shared/contracts/timber-deliveries.ts';

export interface DeliveryLocks {
  /** The one reason the screens show, as a catalogue key; null when nothing is locked. */
  reason: 'landings.reviewRunning' | 'landings.stackTagsPending' | null;
  /** New, changed and removed landings, sending the draft and the origin are locked. */
  landingsLocked: boolean;
  /** Added, changed and removed assortments and completing are locked. */
  assortmentsLocked: boolean;
}

/**
 * What the server refuses while the member waits for the cooperative (§4), read from the
 * delivery the screens already have, so they offer exactly what goes through: the origin
 * review locks every change but ordering stack tags (server/timber-deliveries/access.ts
 * writableDelivery, EudrStatusInvalid); stack tags not yet handled lock assortments and
 * completing (refuseWhileStackTagsPending, StackTagsPending). The review's reason covers both.
 */
export function deliveryLocks(delivery: DeliverySummary): DeliveryLocks {
  // A closed notification is read-only on its own terms (closedReadOnly).
  if (delivery.status === 'Closed')
    return { reason: null, landingsLocked: false, assortmentsLocked: false };
  const reviewing = delivery.eudrStatus === 'InReview';
  const tagsPending = delivery.stackTags?.status === 'Ordered';
  return {
    reason: reviewing ? 'landings.reviewRunning' : tagsPending ? 'landings.stackTagsPending' : null,
    landingsLocked: reviewing,
    assortmentsLocked: reviewing || tagsPending,
  };
}

import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import type { DeliveryDetail, DeliverySummary } from '../../shared/contracts/timber-deliveries.ts';
import { t } from './t.ts';

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

/**
 * Why the server would refuse sending ("Skicka anmälan") and completing ("Slutför
 * leveransen") whatever the member types: server/timber-deliveries/deliveries.ts requireReady,
 * check by check in its order (DeliveryWithoutAssortments, AreasMissing, EudrStatusInvalid:
 * the origin not approved, none drawn or returned; TotalVolumeAboveEuReportedLimit), as one
 * Swedish text; null when both may go. A running review and a closed notification are
 * deliveryLocks' and closedReadOnly's to say.
 */
export function sendRefusal(detail: DeliveryDetail, eudr: boolean): string | null {
  const { delivery } = detail;
  if (delivery.status === 'Closed' || delivery.eudrStatus === 'InReview') return null;
  if (delivery.assortments.length === 0) return timberProblems.DeliveryWithoutAssortments.message;
  // The flag Eudr off: the server neither asks for nor checks the origin.
  if (!eudr) return null;
  if (detail.originAreas.length === 0 || detail.eudrVolume === null)
    return timberProblems.AreasMissing.message;
  if (delivery.eudrStatus !== 'Approved') return t('landings.originNotApproved');
  if (delivery.volume > detail.eudrVolume)
    return timberProblems.TotalVolumeAboveEuReportedLimit.message;
  return null;
}

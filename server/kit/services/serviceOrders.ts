import type { Queryable } from '../../db/client.ts';

/** Ordered services' work orders, for the deliveries' landings. */
export interface ServiceOrdersService {
  /**
   * Whether the member has an active work order with a landing within `withinM` metres of the
   * position (SWEREF 99 TM): that landing is the work order's, not the member's to change.
   */
  landingInActiveOrder(
    db: Queryable,
    memberId: string,
    position: { e: number; n: number },
    withinM: number,
  ): Promise<boolean>;
}

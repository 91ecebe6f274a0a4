import type { TradeLimits } from '../../../shared/contracts/capital-trade.ts';
import type { TradePeriod } from '../../../shared/contracts/economy.ts';
import type { Queryable } from '../../db/client.ts';

/** Capital trade's figures, for the economics overview. */
export interface CapitalTradeService {
  /** The member's figures for the amount rules (§9), from the ledger and the stake basis. */
  tradeLimits(db: Queryable, memberId: string, today: string): Promise<TradeLimits>;
  /** The period open on `today` (if any) and those that open later, by opening day. */
  currentAndUpcomingPeriods(db: Queryable, today: string): Promise<TradePeriod[]>;
}

import type { CapitalTradeService } from '../kit/services/capitalTrade.ts';
import { tradeLimitsOf } from './limits.ts';
import { currentAndUpcoming, periodView } from './periods.ts';

/** What other areas read of capital trade (areaService('capitalTrade')). */
export const capitalTradeService: CapitalTradeService = {
  tradeLimits: tradeLimitsOf,
  currentAndUpcomingPeriods: async (db, today) =>
    (await currentAndUpcoming(db, today)).map((row) => periodView(row, today)),
};

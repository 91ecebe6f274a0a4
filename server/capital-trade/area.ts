import { capitalTradeRoutes as table } from '../../shared/contracts/capital-trade/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { capitalTradeActivity } from './activity.ts';
import * as schema from './schema.ts';
import { pepTradeOrderReview } from './pepTask.ts';
import { capitalTradeRoutes } from './routes.ts';
import { seedCapitalTrade } from './seed.ts';
import { capitalTradeService } from './service.ts';

export const capitalTradeArea = defineServerArea({
  name: 'capital-trade',
  tables: [table],
  activity: capitalTradeActivity,
  schema,
  routes: capitalTradeRoutes,
  seed: (db) => seedCapitalTrade(db),
  staffTasks: [pepTradeOrderReview],
  services: { capitalTrade: capitalTradeService },
});

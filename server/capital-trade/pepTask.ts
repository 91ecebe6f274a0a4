import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { tradeSumOre } from '../../shared/contracts/capital-trade.ts';
import { formatAmount } from '../../shared/validation/amount.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { HttpProblem } from '../kit/problem.ts';
import {
  carriesOut,
  defineTaskKind,
  lockedTaskSubject,
  refuses,
  TaskActionRefused,
  type Tx,
} from '../staff-desk/kinds.ts';
import { createOrderFrom } from './placement.ts';
import { tradeOrderRequests } from './schema.ts';

/**
 * A signed order from a member who answered yes to political exposure (§6: manual handling).
 * Subject: the trade_order_requests row. Approving creates the order as the member signed it
 * (the same rules as the digital path); declining leaves no order.
 */
export const pepTradeOrderReview = defineTaskKind({
  name: 'pepTradeOrderReview',
  label: 'Order med insatskapital (PEP)',
  data: z.object({
    accountType: z.string(),
    orderType: z.string(),
    amountOre: z.int(),
    rateHundredths: z.int(),
    email: z.string(),
    phone: z.string(),
  }),
  details: (task) => [
    {
      label: 'Order',
      value: `${task.data.orderType === 'Buy' ? 'Köp' : 'Försäljning'} av ${task.data.accountType}`,
    },
    { label: 'Belopp', value: formatAmount(task.data.amountOre) },
    { label: 'Kurs', value: `${(task.data.rateHundredths / 100).toFixed(2).replace('.', ',')} %` },
    {
      label: 'Summa',
      value: formatAmount(tradeSumOre(task.data.amountOre, task.data.rateHundredths)),
    },
    { label: 'Kontakt', value: [task.data.email, task.data.phone] },
    { label: 'Politiskt exponerad person', value: 'Ja' },
  ],
  actions: {
    approve: carriesOut('Godkänn ordern', async (tx, task) => {
      const request = await manualRequest(tx, task.subjectId);
      try {
        await createOrderFrom(tx, request, todayInSweden());
      } catch (error) {
        if (error instanceof HttpProblem) throw new TaskActionRefused(error.title);
        throw error;
      }
    }),
    decline: refuses('Avböj ordern', async (tx, task) => {
      await manualRequest(tx, task.subjectId);
      await tx
        .update(tradeOrderRequests)
        .set({ status: 'refused' })
        .where(eq(tradeOrderRequests.id, task.subjectId));
    }),
  },
});

const manualRequest = (tx: Tx, requestId: string) =>
  lockedTaskSubject(
    tx,
    tradeOrderRequests,
    requestId,
    (request) => request.status === 'manual',
    'Ordern väntar inte längre på handläggning.',
  );

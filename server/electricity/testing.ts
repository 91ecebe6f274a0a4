import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { electricityInvoices } from './schema.ts';

/**
 * What other areas' server tests may use of El (testFaceOf('electricity')): the member's
 * open invoices (debits with money left) paid on a day, so a test of deadlines is not given the
 * demo's open invoices, whose due dates follow the seed's day.
 */
export async function settleInvoices(db: Db, memberId: string, paymentDate: string) {
  await db
    .update(electricityInvoices)
    .set({ remainingOre: 0, paymentDate })
    .where(
      and(
        eq(electricityInvoices.memberId, memberId),
        gt(electricityInvoices.remainingOre, 0),
        gt(electricityInvoices.amountOre, 0),
      ),
    );
}

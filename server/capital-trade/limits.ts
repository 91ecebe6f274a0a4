import { eq } from 'drizzle-orm';
import { tradeConstants, type TradeLimits } from '../../shared/contracts/capital-trade.ts';
import type { AccountType } from '../../shared/contracts/accounts.ts';
import type { Queryable } from '../db/client.ts';
import { areaService } from '../kit/services.ts';
import { stakeBases } from './schema.ts';

/**
 * The stake obligation (§9): 900 kr per hectare of productive forest, counted on at most 200
 * hectares (200 stakes). Öre.
 */
export function stakeObligationOre(productiveForestHundredthsHa: number): number {
  const hundredths = Math.min(productiveForestHundredthsHa, tradeConstants.maxStakes * 100);
  return Math.round((hundredths * tradeConstants.obligationPerHectareOre) / 100);
}

const capitalTypes: readonly AccountType[] = ['issuedCapital', 'paidCapital', 'memberAccount'];

/**
 * The member's figures for the amount rules, from the accounts ledger (issued and paid
 * capital, the member account) and the stake basis. Inside the order's completion the same
 * figures are read again, so a change in between is caught.
 */
export async function tradeLimitsOf(
  db: Queryable,
  memberId: string,
  today: string,
): Promise<TradeLimits> {
  const rows = await areaService('accounts').activeAccounts(db, memberId, today, capitalTypes);
  const total = (type: AccountType, field: 'balanceOre' | 'availableOre') =>
    rows.filter((row) => row.type === type).reduce((sum, row) => sum + row.figures[field], 0);
  const [basis] = await db.select().from(stakeBases).where(eq(stakeBases.memberId, memberId));
  const hundredthsHa = basis?.productiveForestHundredthsHa ?? 0;
  const obligation = stakeObligationOre(hundredthsHa);
  // §9 over-stake: 5 000 kr per hectare of productive forest (all of it, not only 200).
  const overStake = Math.round((hundredthsHa * tradeConstants.overStakePerHectareOre) / 100);
  const paid = total('paidCapital', 'balanceOre');
  const issued = total('issuedCapital', 'balanceOre');
  return {
    issuedBalanceOre: issued,
    paidBalanceOre: paid,
    remainingObligationOre: Math.max(0, obligation - paid),
    excessStakeOre: Math.max(0, paid - obligation),
    overStakeRoomOre: Math.max(0, obligation + overStake - issued - paid),
    memberAccountAvailableOre: total('memberAccount', 'availableOre'),
  };
}

import { statementLastDay, type WithdrawalLimits } from '../../../shared/contracts/accounts.ts';
import { parseAmount } from '../../../shared/forms/amount.ts';
import { compareIsoDates, isIsoDate } from '../../../shared/time/isoDate.ts';

/** The dialogs' pure rules, apart from the components so they are tested on their own. */

/** The typed text as öre for the schema; what cannot be read fails its integer rule. */
export const amountInput = (text: string): number | undefined => {
  const parsed = parseAmount(text);
  return parsed === null ? undefined : parsed.ok ? parsed.ore : Number.NaN;
};

/** The amount breaks the 1 000 kr floor (and nothing else): offer 'take less' or 'take all'. */
export function breaksFloor(amountOre: number | undefined, limits: WithdrawalLimits): boolean {
  if (amountOre === undefined || !Number.isInteger(amountOre)) return false;
  if (amountOre < limits.minimumOre || amountOre > limits.availableOre) return false;
  if (limits.allowEverything && amountOre === limits.availableOre) return false;
  return amountOre > limits.maximumOre;
}

/** `to` no later than a year (less a day) after `from`; unchanged when either is no date. */
export function shortenedTo({ from, to }: { from: string; to: string }): string {
  if (!isIsoDate(from) || !isIsoDate(to)) return to;
  const last = statementLastDay(from);
  return compareIsoDates(to, last) > 0 ? last : to;
}

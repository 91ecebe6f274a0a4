import type { InvoiceStatus } from '../../shared/contracts/electricity.ts';
import { compareIsoDates } from '../../shared/time/isoDate.ts';

/**
 * An invoice's status (§3) from its amounts, due date and today (Swedish date): nothing left
 * is paid; a credit (negative amount) with money left is not yet paid out to the member; a
 * debit left after its due date is delayed, before it unpaid.
 */
export function invoiceStatus(
  invoice: { amountOre: number; remainingOre: number; dueDate: string },
  today: string,
): InvoiceStatus {
  if (invoice.remainingOre === 0) return 'paid';
  if (invoice.amountOre < 0) return 'notPaidOut';
  return compareIsoDates(invoice.dueDate, today) < 0 ? 'delayed' : 'unpaid';
}

import { describe, expect, it } from 'vitest';
import { invoiceStatus } from './invoiceStatus.ts';

describe('invoiceStatus', () => {
  const today = '2026-03-10';
  it.each([
    ['nothing left: paid', { amountOre: 100_00, remainingOre: 0, dueDate: '2026-02-28' }, 'paid'],
    [
      'a credit left: not paid out',
      { amountOre: -50_00, remainingOre: -50_00, dueDate: '2026-02-01' },
      'notPaidOut',
    ],
    [
      'left after due: delayed',
      { amountOre: 100_00, remainingOre: 40_00, dueDate: '2026-03-09' },
      'delayed',
    ],
    [
      'left on the due day: unpaid',
      { amountOre: 100_00, remainingOre: 100_00, dueDate: today },
      'unpaid',
    ],
  ] as const)('%s', (_what, invoice, status) => {
    expect(invoiceStatus(invoice, today)).toBe(status);
  });
});

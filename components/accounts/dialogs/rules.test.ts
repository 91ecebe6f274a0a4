import { describe, expect, it } from 'vitest';
import {
  withdrawalRequestSchema,
  type WithdrawalLimits,
} from '../../../shared/contracts/accounts.ts';
import { amountInput, breaksFloor, shortenedTo } from './rules.ts';
import { firstThen } from './signingStart.ts';

const member: WithdrawalLimits = {
  availableOre: 500_000,
  maximumOre: 400_000,
  minimumOre: 10_000,
  allowEverything: true,
  requiresTerms: false,
};
const plan: WithdrawalLimits = { ...member, allowEverything: false, requiresTerms: true };

describe('the withdraw and statement rules of the dialogs', () => {
  it('reads the typed amount as öre; what cannot be read fails the schema as invalid', () => {
    expect(amountInput('1 234,50')).toBe(123_450);
    expect(amountInput('')).toBeUndefined();
    expect(amountInput('12,345')).toBeNaN();
    const parsed = withdrawalRequestSchema(member).safeParse({
      amountOre: amountInput('tusen'),
      message: '',
      acceptedTerms: false,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Du måste ange ett giltigt belopp.');
  });

  it('offers less or everything only when the 1 000 kr floor is the one rule broken', () => {
    expect(breaksFloor(450_000, member)).toBe(true);
    expect(breaksFloor(400_000, member)).toBe(false);
    expect(breaksFloor(500_000, member)).toBe(false); // everything is allowed
    expect(breaksFloor(500_000, plan)).toBe(true); // not from a payment plan
    expect(breaksFloor(600_000, member)).toBe(false); // above available: another message
    expect(breaksFloor(5_000, member)).toBe(false); // below the minimum
    expect(breaksFloor(Number.NaN, member)).toBe(false);
    expect(breaksFloor(undefined, member)).toBe(false);
  });

  it('shortens a statement interval to a year less a day, and leaves others alone', () => {
    expect(shortenedTo({ from: '2025-03-01', to: '2026-06-30' })).toBe('2026-02-28');
    expect(shortenedTo({ from: '2025-01-01', to: '2025-12-31' })).toBe('2025-12-31');
    expect(shortenedTo({ from: '2025-01-01', to: '2026-01-01' })).toBe('2025-12-31');
    expect(shortenedTo({ from: '2025-13-01', to: '2027-01-01' })).toBe('2027-01-01');
    expect(shortenedTo({ from: '2025-01-01', to: '' })).toBe('');
  });

  it('hands the signing view the order already started once, then starts new ones', async () => {
    let started = 0;
    const start = firstThen('first', () => Promise.resolve(`again-${++started}`));
    expect(await start()).toBe('first');
    expect(await start()).toBe('again-1');
    expect(await start()).toBe('again-2');
  });
});

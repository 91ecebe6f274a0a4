import type { SignOrderStatus } from '../contracts/signing.ts';
import { isApiError } from '../api/apiError.ts';
import { problemMessage, type ProblemCatalogue } from '../contracts/problem.ts';
import { signingProblems } from '../contracts/signing/problems.ts';
import { hintRfa, type BankIdDevice } from './bankidMessages.ts';
import type { SigningMessageKey } from './sv.ts';
import { t } from './t.ts';

/**
 * Which of BankID's recommended user messages an order shows, by status, hintCode and where
 * the member is (the one catalogue and its mapping: bankidMessages.ts).
 */
export function hintMessageKey(
  status: SignOrderStatus,
  hintCode: string | null,
  device: BankIdDevice = {},
): SigningMessageKey | null {
  return hintRfa(status, hintCode, device);
}

/**
 * The signing view's Swedish text for a failed signing call: the area's own codes (it may
 * refuse to start or complete), then the signing service's and the shared codes' messages
 * (signOrderInProgress is BankID's RFA4 word for word); an internal error reads as RFA5.
 */
export function signingProblemText(error: unknown, areaProblems: ProblemCatalogue = {}): string {
  // BankID's own trouble (internalError, maintenance, no answer) reads RFA5 as it asks.
  if (isApiError(error, 'internal') || isApiError(error, 'signingUnavailable')) return t('rfa5');
  return problemMessage(error, { ...signingProblems, ...areaProblems });
}

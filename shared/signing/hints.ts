import type { SignOrderStatus } from '../contracts/signing.ts';
import { isApiError } from '../api/apiError.ts';
import { problemMessage, type ProblemCatalogue } from '../contracts/problem.ts';
import { signingProblems } from '../contracts/signing/problems.ts';
import type { SigningMessageKey } from './sv.ts';
import { t } from './t.ts';

/**
 * Which of BankID's recommended user messages an order shows, by status and hintCode
 * (BankID RP API v6, collect). `sameDevice`: the member opened the app on this device
 * (autostart), so an outstanding order reads "Försöker starta BankID-appen." (RFA13)
 * instead of "Starta BankID-appen." (RFA1). null: the order is complete, or the area
 * explains a refusal itself (completionRejected).
 */
export function hintMessageKey(
  status: SignOrderStatus,
  hintCode: string | null,
  sameDevice = false,
): SigningMessageKey | null {
  if (status === 'complete') return null;
  if (status === 'pending') {
    switch (hintCode) {
      case 'outstandingTransaction':
        return sameDevice ? 'rfa13' : 'rfa1';
      case 'noClient':
        return 'rfa1';
      case 'started':
        return 'rfa14';
      case 'userMrtd':
        return 'rfa23';
      case 'userSign':
        return 'rfa9';
      default:
        return 'rfa21';
    }
  }
  if (status === 'cancelled') return hintCode === 'userCancel' ? 'rfa6' : 'rfa3';
  switch (hintCode) {
    case 'expiredTransaction':
      return 'rfa8';
    case 'certificateErr':
      return 'rfa16';
    case 'userCancel':
      return 'rfa6';
    case 'cancelled':
      return 'rfa3';
    case 'startFailed':
      return 'rfa17';
    case 'completionRejected':
      return null;
    default:
      return 'rfa22';
  }
}

/**
 * The signing view's Swedish text for a failed signing call: the area's own codes (it may
 * refuse to start or complete), then the signing service's and the shared codes' messages
 * (signOrderInProgress is BankID's RFA4 word for word); an internal error reads as RFA5.
 */
export function signingProblemText(error: unknown, areaProblems: ProblemCatalogue = {}): string {
  if (isApiError(error, 'internal')) return t('rfa5');
  return problemMessage(error, { ...signingProblems, ...areaProblems });
}

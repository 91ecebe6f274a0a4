import { isApiError } from '../../shared/api/apiError.ts';
import type { MyDocumentsMessageKey } from './sv.ts';

/** Why the list could not be shown, as one of the element's Swedish messages. */
export function listErrorKey(error: unknown): MyDocumentsMessageKey {
  if (isApiError(error, 'forbidden')) return 'forbidden';
  if (isApiError(error, 'unauthorized')) return 'unauthorized';
  if (isApiError(error, 'proxyNotAllowed')) return 'proxyNotAllowed';
  if (isApiError(error, 'network')) return 'network';
  return 'loadFailed';
}

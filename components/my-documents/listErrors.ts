import { isApiError } from '../../shared/api/apiError.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import { t } from './t.ts';

/**
 * Why the list could not be shown, in Swedish: the shared catalogue's text for the
 * members' own problems (no right, not signed in, no proxy, no connection), otherwise the
 * list's own "could not be fetched".
 */
export function listErrorMessage(error: unknown): string {
  return membersOwnProblem(error) ? problemMessage(error) : t('loadFailed');
}

const membersOwnProblem = (error: unknown) =>
  ['forbidden', 'unauthorized', 'proxyNotAllowed', 'network'].some((type) =>
    isApiError(error, type),
  );

/** Whether retrying can help (a missing right does not go away by itself). */
export const canRetry = (error: unknown) => !isApiError(error, 'forbidden');

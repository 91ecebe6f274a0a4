import { isApiError } from '../../shared/api/apiError.ts';
import { DownloadError } from '../../shared/api/downloadFile.ts';
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

/**
 * Why a download failed, from this element's catalogue (the host's catalogue stays out of
 * the element's bundle) and the shared problem texts.
 */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof DownloadError) return t('download.noFilename');
  if (isApiError(error, 'notFound')) return t('download.notFound');
  return membersOwnProblem(error) ? problemMessage(error) : t('download.failed');
}

/** Whether retrying can help (a missing right does not go away by itself). */
export const canRetry = (error: unknown) => !isApiError(error, 'forbidden');

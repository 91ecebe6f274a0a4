import { isApiError } from '../../shared/api/apiError.ts';
import { errorMessage, t } from '../../shared/i18n/t.ts';

/** Answers whose own Swedish message says more than "it did not work". */
const explained = new Set([
  'proxyNotAllowed',
  'forbidden',
  'network',
  'impersonatedSessionExpired',
]);

/**
 * The alert text when a profile switch fails (platform §8 "Change-profile failure"): always
 * that the switch failed, plus the reason when the server named one a member can act on.
 */
export function switchErrorText(error: unknown): string {
  const failed = t('changeProfile.failed');
  return isApiError(error) && explained.has(error.type)
    ? `${failed} ${errorMessage(error.type)}`
    : failed;
}

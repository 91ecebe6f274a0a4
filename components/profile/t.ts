import { isApiError } from '../../shared/api/apiError.ts';
import { problemMessage as catalogueMessage } from '../../shared/contracts/problem.ts';
import { profileProblems } from '../../shared/contracts/profile/problems.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { sv } from './sv.ts';

/** The element's own translator: it ships only its own texts. */
export const t = createTranslator(sv);

/**
 * The Swedish message for an error: the profile's codes and the shared ones from their
 * catalogues (one wording each); a version conflict says what this element did about it
 * (it fetched the latest details). Never the server's own text.
 */
export function problemMessage(error: unknown): string {
  if (isApiError(error, 'versionConflict')) return t('error.versionConflict');
  return catalogueMessage(error, profileProblems);
}

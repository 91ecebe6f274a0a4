import { isApiError } from '../../shared/api/apiError.ts';
import { problemMessage as catalogueMessage } from '../../shared/contracts/problem.ts';
import { stakeChoicesProblems } from '../../shared/contracts/stake-choices/problems.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { sv } from './sv.ts';

export const t = createTranslator(sv);

/**
 * The Swedish message for an error, from the catalogues (one wording per code); a version
 * conflict says what this element did about it (it fetched the latest choices).
 */
export function problemMessage(error: unknown): string {
  if (isApiError(error, 'versionConflict')) return t('error.versionConflict');
  return catalogueMessage(error, stakeChoicesProblems);
}

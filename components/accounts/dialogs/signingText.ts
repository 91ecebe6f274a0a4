import { accountsProblems } from '../../../shared/contracts/accounts/problems.ts';
import { signingProblemText } from '../../../shared/signing/hints.ts';

/**
 * The signing view's text: the area's refusals (start or completion), then signing's own.
 * Apart from api.ts so the signing catalogue comes with the lazy dialogs, not the overview.
 */
export const signingErrorText = (error: unknown): string =>
  signingProblemText(error, accountsProblems);

import { capitalTradeProblems } from '../../shared/contracts/capital-trade/problems.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import { signingProblemText } from '../../shared/signing/hints.ts';

/** The member's Swedish text for a failed trade call: the area's codes, then the shared ones. */
export const errorText = (error: unknown): string => problemMessage(error, capitalTradeProblems);

/** The signing view's text: the trade's own refusals (ExistingTradeOrder...), then signing's. */
export const signingErrorText = (error: unknown): string =>
  signingProblemText(error, capitalTradeProblems);

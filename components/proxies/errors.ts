import { problemMessage } from '../../shared/contracts/problem.ts';
import { proxyProblems } from '../../shared/contracts/proxies/problems.ts';
import { signingProblemText } from '../../shared/signing/hints.ts';

/** The member's Swedish text for a failed proxy call: the area's codes, then the shared ones. */
export const errorText = (error: unknown): string => problemMessage(error, proxyProblems);

/** The signing view's text: the proxy's own refusals, then the signing service's. */
export const signingErrorText = (error: unknown): string =>
  signingProblemText(error, proxyProblems);

import {
  forbiddenProblem,
  impersonatedSessionExpiredProblem,
  internalProblem,
  networkProblem,
  notFoundProblem,
  proxyNotAllowedProblem,
  rateLimitedProblem,
  serviceOfflineProblem,
  unauthorizedProblem,
  type ProblemDefinition,
} from '../contracts/problem.ts';
import { createTranslator, type MessageValues } from './translator.ts';
import { sv, type MessageKey } from './sv.ts';

// Not re-exported from here: an element that took createTranslator from this module
// carried the host's catalogue with it (docs/decisions.md); it comes from translator.ts.
export { locale, type MessageValues } from './translator.ts';

/** The Swedish text for a key of the host's catalogue, with placeholders filled. */
export const t: (key: MessageKey, values?: MessageValues) => string = createTranslator(sv);

/** The shared codes the host explains; their one wording is in shared/contracts/problem.ts. */
const explained: Partial<Record<string, ProblemDefinition>> = {
  unauthorized: unauthorizedProblem,
  forbidden: forbiddenProblem,
  notFound: notFoundProblem,
  impersonatedSessionExpired: impersonatedSessionExpiredProblem,
  proxyNotAllowed: proxyNotAllowedProblem,
  rateLimited: rateLimitedProblem,
  network: networkProblem,
  serviceOffline: serviceOfflineProblem,
};

/** The Swedish message for an error code (problem+json `type`); general text when unknown. */
export function errorMessage(type: string | undefined): string {
  return ((type && explained[type]) || internalProblem).message;
}

import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
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
import { sv, type MessageKey } from './sv.ts';

export const locale = 'sv';
export type MessageValues = Record<string, PrimitiveType>;

/**
 * A translator for one catalogue (ICU MessageFormat, Swedish). The host's catalogue is
 * sv.ts; each element keeps its own (components/<area>/sv.ts) so an element ships only its
 * texts. The build compiles every such catalogue to message ASTs (vite.config.ts), which
 * IntlMessageFormat formats as it does strings.
 */
export function createTranslator<K extends string>(
  messages: Record<K, string>,
): (key: K, values?: MessageValues) => string {
  const compiled = new Map<K, IntlMessageFormat>();
  return (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(messages[key], locale);
      compiled.set(key, format);
    }
    const result = format.format(values);
    return typeof result === 'string' ? result : String(result);
  };
}

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

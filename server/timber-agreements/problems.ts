import {
  timberProblems,
  type TimberProblemType,
} from '../../shared/contracts/timber-agreements/problems.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { timberAgreementMessages } from '../../shared/contracts/timber-agreements.ts';
import { deliveryMessages } from '../../shared/contracts/timber-deliveries.ts';
import { errorHandler } from '../http/answers.ts';
import { HttpProblem, problemOf } from '../http/problem.ts';

/** A timber problem (shared/contracts/timber-agreements/problems.ts) as a throwable answer. */
export const timberProblem = (
  type: TimberProblemType,
  errors?: Record<string, string>,
): HttpProblem => problemOf(timberProblems, type, errors);

/**
 * §8 names a timber code for a broken rule the kit refuses before a handler runs: the
 * field message says which rule broke, this says its code (first match wins). Each message
 * is the shared schema's, so the form shows the same text beside the field.
 */
const fieldRuleCodes = new Map<string, TimberProblemType>([
  [deliveryMessages.origin, 'MissingOriginAssignment'],
  [deliveryMessages.originNotApplicable, 'InvalidAssortmentOrigin'],
  [deliveryMessages.nameChars, 'InvalidLandingCommentOrName'],
  [deliveryMessages.nameTooLong, 'InvalidLandingCommentOrName'],
  [deliveryMessages.commentChars, 'InvalidLandingCommentOrName'],
  [deliveryMessages.commentLength, 'InvalidLandingCommentOrName'],
  [deliveryMessages.duplicateTagAssortment, 'DuplicateAssortment'],
  [timberAgreementMessages.duplicateAssortment, 'DuplicateAssortment'],
]);

/** The code of a refused body: the first field rule that names one, else the route's own. */
export function timberValidationCode(
  errors: Record<string, string>,
  fallback: TimberProblemType = 'TimberValidation',
): TimberProblemType {
  for (const message of Object.values(errors)) {
    const code = fieldRuleCodes.get(message);
    if (code) return code;
  }
  return fallback;
}

/**
 * The timber areas' own error handler (set in their route plugins, so only their routes use
 * it): what the portal answers as the platform's `validation` a timber call answers as the
 * §8 code of the broken rule (TimberValidation when none names one) with the same Swedish
 * field messages, and a failure nothing caught (a database error, a bug) as
 * TimberUnknownInternalError. Every other answer (roles, 404, the rules' own codes) is the
 * portal's. `validationCodes` gives a route a code of its own for a refused body (Fastify's
 * 'METHOD /path/:param').
 */
export function useTimberErrors(
  app: FastifyInstance,
  validationCodes: Record<string, TimberProblemType> = {},
) {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (error instanceof HttpProblem) {
      if (error.type !== 'validation') return errorHandler(error, request, reply);
      const errors = error.errors ?? {};
      const code = timberValidationCode(errors, validationCodes[route]);
      return errorHandler(timberProblem(code, errors), request, reply);
    }
    const status = error.statusCode ?? 500;
    // Fastify's own 400 (a body that is no JSON) is a refused body too.
    if (status === 400) return errorHandler(timberProblem('TimberValidation'), request, reply);
    if (status < 500) return errorHandler(error, request, reply);
    request.log.error(error);
    return errorHandler(timberProblem('TimberUnknownInternalError'), request, reply);
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import type { ProblemCatalogue } from '../../shared/contracts/problem.ts';
import { errorHandler } from '../http/answers.ts';
import { HttpProblem, problemOf } from './problem.ts';

/** An area's own codes for answers the portal otherwise gives with shared ones. */
export interface AreaErrorCodes<C extends ProblemCatalogue> {
  /** A refused body: the kit's 400 `validation`, or a body Fastify could not read. */
  validation: keyof C & string;
  /**
   * A more exact code for a body the kit refused, from its Swedish field messages and the
   * route (Fastify's 'METHOD /path/:param'); undefined keeps `validation`.
   */
  refine?: (errors: Record<string, string>, route: string) => (keyof C & string) | undefined;
  /** A failure nothing caught (a database error, a bug): logged, answered with this code. */
  internal: keyof C & string;
}

/**
 * For an area whose spec names its own codes where the portal answers with shared ones
 * (timber §8: TimberValidation, TimberUnknownInternalError). Set in the area's route plugin,
 * so Fastify scopes it to that area's routes. A refused body keeps its field messages under
 * the area's code; every other answer (roles, 404, the rules' own codes) is the portal's.
 */
export function useAreaErrors<C extends ProblemCatalogue>(
  app: FastifyInstance,
  catalogue: C,
  codes: AreaErrorCodes<C>,
) {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.type !== 'validation') return errorHandler(error, request, reply);
      const errors = error.errors ?? {};
      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      const code = codes.refine?.(errors, route) ?? codes.validation;
      return errorHandler(problemOf(catalogue, code, errors), request, reply);
    }
    const status = error.statusCode ?? 500;
    // Fastify's own 400 (a body that is no JSON) is a refused body too.
    if (status === 400) return errorHandler(problemOf(catalogue, codes.validation), request, reply);
    if (status < 500) return errorHandler(error, request, reply);
    request.log.error(error);
    return errorHandler(problemOf(catalogue, codes.internal), request, reply);
  });
}

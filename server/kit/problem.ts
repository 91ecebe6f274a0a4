import type { FastifyReply } from 'fastify';
import {
  platformProblems,
  problemContentType,
  problemTitle,
  type PlatformProblemType,
  type Problem,
  type ProblemCatalogue,
} from '../../shared/contracts/problem.ts';

/**
 * What handlers and hooks throw to refuse, built the one way: `problemOf(areaProblems,
 * 'Code')` for an area's code, `platformProblem('code')` for a shared one
 * (docs/adding-an-area.md, "Problem codes"); an area never builds one itself. The error
 * handler (server/http/answers.ts) turns it into problem+json.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer carries (WWW-Authenticate, Retry-After …). */
    readonly headers?: Record<string, string>,
  ) {
    super(title);
  }
}

/** A declared problem of a catalogue (an area's, or the platform's) as a throwable answer. */
export function problemOf<C extends ProblemCatalogue>(
  catalogue: C,
  type: keyof C & string,
  errors?: Record<string, string>,
): HttpProblem {
  const definition = catalogue[type]!;
  return new HttpProblem(definition.status, type, problemTitle(definition), errors);
}

/** A shared code (shared/contracts/problem.ts), which no area redeclares. */
export const platformProblem = (type: PlatformProblemType, errors?: Record<string, string>) =>
  problemOf(platformProblems, type, errors);

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type(problemContentType).send(problem);
}

export const unauthorized = () => platformProblem('unauthorized');
export const forbidden = () => platformProblem('forbidden');
export const notFound = () => platformProblem('notFound');
/**
 * 400 with each field's Swedish message under its dotted path (`_form` for the whole); the
 * title is the shared one unless one rule's message says it all (the map's bbox).
 */
export const validationProblem = (errors: Record<string, string>, title?: string) =>
  title === undefined
    ? platformProblem('validation', errors)
    : new HttpProblem(platformProblems.validation.status, 'validation', title, errors);

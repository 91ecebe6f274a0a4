import type { FastifyReply } from 'fastify';
import {
  problemContentType,
  type Problem,
  type ProblemType,
} from '../../shared/contracts/problem.ts';

/** Thrown by handlers and hooks; the error handler turns it into problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly type: ProblemType,
    readonly title: string,
    readonly errors?: Record<string, string>,
  ) {
    super(title);
  }
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type(problemContentType).send(problem);
}

export const unauthorized = () => new HttpProblem(401, 'unauthorized', 'Du är inte inloggad.');
export const forbidden = () =>
  new HttpProblem(403, 'forbidden', 'Du har inte rättighet att utföra denna åtgärd.');
export const notFound = () => new HttpProblem(404, 'notFound', 'Det du söker finns inte.');

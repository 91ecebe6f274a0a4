import { fieldErrorsFromIssues } from '../../shared/contracts/fieldErrors.ts';
import type { z } from 'zod/mini';
import {
  proxyMessages,
  proxyProblems,
  type ProxyProblemType,
} from '../../shared/contracts/proxies.ts';
import { HttpProblem } from '../http/problem.ts';

/** A problem of the proxies area with its status and Swedish title (shared/contracts/proxies.ts). */
export function proxyProblem(type: ProxyProblemType): HttpProblem {
  const { status, title } = proxyProblems[type];
  // The platform's list (shared/contracts/problem.ts) does not name the areas' own codes.
  return new HttpProblem(status, type, title);
}

/** 400 validation with field -> Swedish message. */
export function validationProblem(errors: Record<string, string>): HttpProblem {
  return new HttpProblem(400, 'validation', proxyMessages.validationTitle, errors);
}

/** Parses a request body with its shared schema; 400 with every field's message otherwise. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationProblem(fieldErrorsFromIssues(result.error.issues));
  return result.data;
}

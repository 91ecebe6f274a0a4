import {
  timberProblems,
  type TimberProblemType,
} from '../../shared/contracts/timber-agreements/problems.ts';
import { problemOf, type HttpProblem } from '../http/problem.ts';

/** A timber problem (shared/contracts/timber-agreements/problems.ts) as a throwable answer. */
export const timberProblem = (
  type: TimberProblemType,
  errors?: Record<string, string>,
): HttpProblem => problemOf(timberProblems, type, errors);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** Postgres unique_violation (a race past a check, caught by the index). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

import {
  accountsProblems,
  type AccountsProblemType,
} from '../../shared/contracts/accounts/problems.ts';
import { problemOf, type HttpProblem } from '../http/problem.ts';

/** A problem of the accounts area (shared/contracts/accounts/problems.ts) as a throwable answer. */
export function accountsProblem(type: AccountsProblemType): HttpProblem {
  return problemOf(accountsProblems, type);
}

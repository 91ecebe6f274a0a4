import { proxyProblems, type ProxyProblemType } from '../../shared/contracts/proxies/problems.ts';
import { problemOf, type HttpProblem } from '../http/problem.ts';

/** A problem of the proxies area (shared/contracts/proxies/problems.ts) as a throwable answer. */
export function proxyProblem(type: ProxyProblemType): HttpProblem {
  return problemOf(proxyProblems, type);
}

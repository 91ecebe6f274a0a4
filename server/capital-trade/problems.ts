import {
  capitalTradeProblems,
  type CapitalTradeProblemType,
} from '../../shared/contracts/capital-trade/problems.ts';
import { problemOf, type HttpProblem } from '../http/problem.ts';

/** A trade problem (shared/contracts/capital-trade/problems.ts) as a throwable answer. */
export function tradeProblem(type: CapitalTradeProblemType): HttpProblem {
  return problemOf(capitalTradeProblems, type);
}

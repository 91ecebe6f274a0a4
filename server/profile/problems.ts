import {
  profileProblems,
  type ProfileProblemType,
} from '../../shared/contracts/profile/problems.ts';
import { platformProblem, problemOf, type HttpProblem } from '../http/problem.ts';

/** A profile problem: the area's own codes, or the shared version codes of its edits. */
export function profileProblem(
  type: ProfileProblemType | 'versionConflict' | 'versionRequired',
): HttpProblem {
  return type === 'versionConflict' || type === 'versionRequired'
    ? platformProblem(type)
    : problemOf(profileProblems, type);
}

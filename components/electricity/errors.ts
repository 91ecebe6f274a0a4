import { electricityProblems } from '../../shared/contracts/electricity/problems.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';

/** The member's Swedish text for a failed call: the area's codes, then the shared ones. */
export const errorText = (error: unknown): string => problemMessage(error, electricityProblems);

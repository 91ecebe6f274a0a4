import { defineProblems } from '../problem.ts';

/**
 * The activity area's own codes. None yet: an area whose part cannot be read is named in the
 * answer's `unavailable` instead of failing the whole list.
 */
export const activityProblems = defineProblems({});

import { defineProblems } from '../problem.ts';

/** The economics-overview area's own codes (status, Swedish title, the member's Swedish message). */
export const economicsOverviewProblems = defineProblems({});

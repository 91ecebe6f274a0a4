import { defineProblems } from '../problem.ts';

/** The economic-development area's own codes (status, Swedish title, the member's Swedish message). */
export const economicDevelopmentProblems = defineProblems({});

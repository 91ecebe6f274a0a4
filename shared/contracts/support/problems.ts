import { defineProblems } from '../problem.ts';

/** Support has no codes of its own: its answers are the shared ones (validation, forbidden...). */
export const supportProblems = defineProblems({});

import { defineProblems } from '../problem.ts';

/** Stake choices answer only shared codes (validation, versionConflict, forbidden...). */
export const stakeChoicesProblems = defineProblems({});

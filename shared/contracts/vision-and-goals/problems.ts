import { defineProblems } from '../problem.ts';

/** The survey's own codes, each with its Swedish message. */
export const visionAndGoalsProblems = defineProblems({
  UnknownUseRightGroup: {
    status: 400,
    title: 'Fastighetsgruppen finns inte.',
    message:
      'Svaren gäller en fastighetsgrupp som inte finns bland dina fastigheter. Ladda om sidan.',
  },
  NoUseRightGroups: {
    status: 409,
    title: 'Du har inga fastigheter.',
    message: 'Vi hittar inga fastigheter för dig, så det finns ingen enkät att fylla i.',
  },
});

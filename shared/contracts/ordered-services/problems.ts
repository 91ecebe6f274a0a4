import { defineProblems } from '../problem.ts';

/**
 * The ordered-services area's codes (timber-production-map §8 "Ordered services": timber data
 * read error; generic load error, try again or contact support).
 */
export const orderedServicesProblems = defineProblems({
  timberDataUnavailable: {
    status: 404,
    message:
      'Det gick inte att läsa virkesdata för tjänsten. Försök igen senare eller kontakta Skogsägarsupporten.',
  },
});

/** What the element says when a list or a service cannot be loaded (§8 generic load error). */
export const orderedServicesLoadError =
  'Något gick fel när uppgifterna skulle hämtas. Försök igen eller kontakta Skogsägarsupporten.';

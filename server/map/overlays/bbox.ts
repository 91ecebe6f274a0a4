import { problemOf, validationProblem } from '../../kit/problem.ts';
import { bboxMaxSideM, swerefExtent, type Bbox } from '../../../shared/contracts/mapOverlays.ts';
import { mapOverlayProblems } from '../../../shared/contracts/map-overlays/problems.ts';

/** What a bad bbox answers (problem+json title and `errors.bbox`). */
export const bboxMessages = {
  format:
    'Kartutsnittet (bbox) ska anges som fyra tal i meter i SWEREF 99 TM: minE,minN,maxE,maxN.',
  order: 'Kartutsnittets minsta värden måste vara mindre än dess största värden.',
  outside: 'Kartutsnittet ligger utanför Sverige i SWEREF 99 TM.',
  tooLarge: mapOverlayProblems.mapAreaTooLarge.title,
  required: 'Ange ett kartutsnitt (bbox) för det här kartlagret.',
} as const;

export const bboxProblem = (message: string) => validationProblem({ bbox: message }, message);

const number = /^-?\d+(\.\d+)?$/;

/**
 * The `bbox` query parameter "minE,minN,maxE,maxN" (metres, SWEREF 99 TM), or null when
 * it is absent. Throws 400 with a Swedish message when it is there but unusable.
 */
export function parseBbox(raw: unknown): Bbox | null {
  if (raw === undefined) return null;
  const parts = typeof raw === 'string' ? raw.split(',').map((part) => part.trim()) : [];
  if (parts.length !== 4 || !parts.every((part) => number.test(part))) {
    throw bboxProblem(bboxMessages.format);
  }
  const [minE, minN, maxE, maxN] = parts.map(Number) as [number, number, number, number];
  if (minE >= maxE || minN >= maxN) throw bboxProblem(bboxMessages.order);
  if (
    maxE < swerefExtent.minE ||
    minE > swerefExtent.maxE ||
    maxN < swerefExtent.minN ||
    minN > swerefExtent.maxN
  ) {
    throw bboxProblem(bboxMessages.outside);
  }
  if (maxE - minE > bboxMaxSideM || maxN - minN > bboxMaxSideM) {
    throw problemOf(mapOverlayProblems, 'mapAreaTooLarge', { bbox: bboxMessages.tooLarge });
  }
  return { minE, minN, maxE, maxN };
}

/** More features than one answer may hold (overlayMaxFeatures): the member zooms in. */
export const tooManyFeatures = () => problemOf(mapOverlayProblems, 'mapTooManyFeatures');

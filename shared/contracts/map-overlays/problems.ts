import { defineProblems } from '../problem.ts';
import { bboxMaxSideM, overlayMaxFeatures } from '../mapOverlays.ts';

/**
 * The overlays' own codes: one call may cover at most bboxMaxSideM per side and answer at
 * most overlayMaxFeatures features, so no request can ask for a county's worth of data and
 * stall the server for everyone (docs/decisions.md, issue 10). A bad bbox otherwise is the
 * shared `validation`.
 */
export const mapOverlayProblems = defineProblems({
  mapAreaTooLarge: {
    status: 400,
    title: `Kartutsnittet är för stort: högst ${bboxMaxSideM / 1000} km åt varje håll.`,
    message: 'Kartlagret visas när du zoomar in på kartan.',
  },
  mapTooManyFeatures: {
    status: 400,
    title: `Kartutsnittet har fler än ${overlayMaxFeatures} objekt i det här kartlagret.`,
    message: 'Det finns för många objekt att visa här. Zooma in för att se kartlagret.',
  },
});
export type MapOverlayProblemType = keyof typeof mapOverlayProblems;

import { myMapElement } from '../../shared/contracts/my-map/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's links, from the manifest (shared/contracts/my-map/element.ts). */
const r = myMapElement.routes;
export const paths = {
  plans: (slug: string) => areaPath(r.myMapPlans, slug),
  plan: (slug: string, planId: string) => areaPath(r.myMapPlan, slug, { planId }),
  compartment: (slug: string, planId: string, compartmentId: string) =>
    areaPath(r.myMapCompartment, slug, { planId, compartmentId }),
  activities: (slug: string, planId: string) => areaPath(r.myMapActivities, slug, { planId }),
  activity: (slug: string, planId: string, activityId: string) =>
    areaPath(r.myMapActivity, slug, { planId, activityId }),
  notes: (slug: string) => areaPath(r.myMapNotes, slug),
  note: (slug: string, noteId: string) => areaPath(r.myMapNote, slug, { noteId }),
  symbols: (slug: string) => areaPath(r.myMapSymbols, slug),
};

import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const home = 'min-skog/min-karta';
const plans = `${home}/skogsbruksplaner`;
/** §2.3: the MyMap read and write roles. */
const rule = { requirement: requires.readWrite('Service_MyMap') } as const;
const activities = { ...rule, flags: requires.single('MyMapActivities') } as const;

/**
 * Min karta (timber-production-map §2.3): the home redirects to the compartment list; the
 * plan's compartments, a compartment, the activities and an activity need a plan (the
 * activities' plan id may be left out: the first plan's); the notes and the symbol
 * explanations do not. One content page (the home) renders them all. Every redirect takes
 * the place of the address asked for, so Back leaves the area.
 */
export const myMapElement = defineAreaManifest({
  area: 'my-map',
  element: 'portal-my-map',
  routes: {
    // §2.3 "skogsbruksplaner/{planId?}/atgarder": without a plan id, the member's first plan.
    myMapFirstPlanActivity: {
      path: `${plans}/atgarder/:activityId`,
      page: home,
      rule: activities,
    },
    myMapFirstPlanActivities: { path: `${plans}/atgarder`, page: home, rule: activities },
    myMapActivity: { path: `${plans}/:planId/atgarder/:activityId`, page: home, rule: activities },
    myMapActivities: { path: `${plans}/:planId/atgarder`, page: home, rule: activities },
    myMapCompartment: { path: `${plans}/:planId/avdelningar/:compartmentId`, page: home, rule },
    myMapPlan: { path: `${plans}/:planId`, page: home, rule },
    myMapPlans: { path: plans, page: home, rule },
    myMapNote: { path: `${home}/noteringar/:noteId`, page: home, rule },
    myMapNotes: { path: `${home}/noteringar`, page: home, rule },
    myMapSymbols: { path: `${home}/teckenforklaring`, page: home, rule },
    myMapHome: { path: home, rule },
  },
});

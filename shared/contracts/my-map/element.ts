import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const home = 'min-skog/min-karta';
const plans = `${home}/skogsbruksplaner`;
/** §2.3: the MyMap read and write roles. */
const rule = { requirement: requires.readWrite('Service_MyMap') } as const;
const activities = { ...rule, features: ['MyMapActivities'] } as const;

/**
 * Min karta (timber-production-map §2.3): the home redirects to the compartment list; the
 * plan's compartments, a compartment, the activities and an activity need a plan; the notes
 * and the symbol explanations do not. One content page (the home) renders them all.
 */
export const myMapElement = defineAreaManifest({
  area: 'my-map',
  element: 'portal-my-map',
  routes: {
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

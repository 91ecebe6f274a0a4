import type { ServerArea } from './kit/area.ts';
import { provideActivities } from './kit/activity.ts';
import { provideServices } from './kit/services.ts';
import { contentArea } from './content/area.ts';
import { featuresArea } from './features/area.ts';
import { mapOverlaysArea } from './map/overlays/area.ts';
import { proxiesArea } from './proxies/area.ts';
import { profileArea } from './profile/area.ts';
import { myDocumentsArea } from './my-documents/area.ts';
import { sessionProfileArea } from './session-profile/area.ts';
import { stakeChoicesArea } from './stake-choices/area.ts';
import { supportArea } from './support/area.ts';
import { signingArea } from './signing/area.ts';
import { trackingArea } from './tracking/area.ts';
import { accountsArea } from './accounts/area.ts';
import { capitalTradeArea } from './capital-trade/area.ts';
import { priceCalculationArea } from './price-calculation/area.ts';
import { economicDevelopmentArea } from './economic-development/area.ts';
import { myMapArea } from './my-map/area.ts';
import { economicsOverviewArea } from './economics-overview/area.ts';
import { electricityArea } from './electricity/area.ts';
import { visionAndGoalsArea } from './vision-and-goals/area.ts';
import { certificationArea } from './certification/area.ts';
import { timberAgreementsArea } from './timber-agreements/area.ts';
import { orderedServicesArea } from './ordered-services/area.ts';
import { timberDeliveriesArea } from './timber-deliveries/area.ts';
import { activityArea } from './activity/area.ts';

/**
 * Every service area's server module, in the order their demo data is seeded. A new area
 * adds one line here (docs/adding-an-area.md); the app, the jobs worker, the staff desk, the
 * seed and the schema check read this list, and no area imports it. The platform's own calls
 * (session profile, features, content, tracking, map overlays, signing) are listed the same
 * way.
 */
const areas = [
  sessionProfileArea,
  featuresArea,
  contentArea,
  profileArea,
  myDocumentsArea,
  stakeChoicesArea,
  supportArea,
  trackingArea,
  mapOverlaysArea,
  signingArea,
  proxiesArea,
  accountsArea,
  capitalTradeArea,
  priceCalculationArea,
  economicDevelopmentArea,
  myMapArea,
  economicsOverviewArea,
  electricityArea,
  visionAndGoalsArea,
  certificationArea,
  timberAgreementsArea,
  orderedServicesArea,
  timberDeliveriesArea,
  activityArea,
] as const satisfies readonly ServerArea[];

export const serverAreas: readonly ServerArea[] = areas;

/**
 * The areas' test faces by name (ServerArea.testFace), typed from the list: what
 * server/testing/testFaces.ts hands a test that sets up another area's data.
 */
export type TestFaces = {
  [A in (typeof areas)[number] as A extends { testFace: unknown } ? A['name'] : never]: A extends {
    testFace: () => Promise<infer Face>;
  }
    ? Face
    : never;
};

// What the areas offer each other (kit/services.ts) and their parts of the to-do list and
// timeline (kit/activity.ts), wired wherever the list is loaded: the
// app, the seed and every server test (their database comes from server/testing).
provideServices(serverAreas);
provideActivities(serverAreas);

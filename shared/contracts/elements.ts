import type { AreaManifest } from '../elements/manifest.ts';
import { myDocumentsElement } from './my-documents/element.ts';
import { profileElement } from './profile/element.ts';
import { proxiesElement } from './proxies/element.ts';
import { stakeChoicesElement } from './stake-choices/element.ts';
import { supportElement } from './support/element.ts';
import { accountsElement } from './accounts/element.ts';
import { capitalTradeElement } from './capital-trade/element.ts';
import { priceCalculationElement } from './price-calculation/element.ts';
import { economicDevelopmentElement } from './economic-development/element.ts';
import { myMapElement } from './my-map/element.ts';
import { economicsOverviewElement } from './economics-overview/element.ts';
import { electricityElement } from './electricity/element.ts';
import { visionAndGoalsElement } from './vision-and-goals/element.ts';
import { certificationElement } from './certification/element.ts';
import { timberAgreementsElement } from './timber-agreements/element.ts';
import { orderedServicesElement } from './ordered-services/element.ts';
import { timberDeliveriesElement } from './timber-deliveries/element.ts';
import { activityElement } from './activity/element.ts';

/**
 * Every service area's element manifest: the one line a new area adds on the client side
 * (docs/adding-an-area.md). The host's fixed routes and rules, and content:check, read it.
 */
export const areaManifests = [
  proxiesElement,
  supportElement,
  myDocumentsElement,
  profileElement,
  stakeChoicesElement,
  accountsElement,
  capitalTradeElement,
  priceCalculationElement,
  economicDevelopmentElement,
  myMapElement,
  economicsOverviewElement,
  electricityElement,
  visionAndGoalsElement,
  certificationElement,
  timberDeliveriesElement, // before the agreements: its path lies below theirs
  timberAgreementsElement,
  orderedServicesElement,
  activityElement,
] as const satisfies readonly AreaManifest[];

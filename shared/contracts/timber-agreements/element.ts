import { requires } from '../../access/requirements.ts';
import { areaPath, defineAreaManifest } from '../../elements/manifest.ts';

const generations = ['TimberManagerViol2', 'TimberManagerViol3'] as const;
/** The generations' agreement (opportunity) wizards: a generation's route set and its variant. */
const wizards = requires.nestedOr(
  ['TimberManagerViol2', 'TimberManagerViol2Opportunity'],
  ['TimberManagerViol3', 'TimberManagerViol3Opportunity'],
);
const home = 'skogsgardens-affarer/leveransvirke';

/**
 * Leveransvirke (timber-production-map §2.1): the home and the agreement wizard, for both
 * generations (v2 and v3 share paths). The home needs agreements read or deliveries read;
 * the wizard agreements read and write and an Opportunity variant (README.md "v2 and v3";
 * the server checks the variant with its generation's flag). The deliveries below `avtal/:id/anmalan/` are the
 * deliveries area's (host/routing/fixedRoutes.ts keeps them before these).
 */
export const timberAgreementsElement = defineAreaManifest({
  area: 'timber-agreements',
  element: 'portal-timber-agreements',
  routes: {
    timberManagerAgreement: {
      path: `${home}/avtal/:opportunityId/*`,
      page: home,
      rule: {
        requirement: requires.readWrite('Service_TimberManager_Agreements'),
        flags: wizards,
      },
    },
    timberManagerHome: {
      path: home,
      rule: {
        requirement: requires.or(
          'Service_TimberManager_Agreements_Read',
          'Service_TimberManager_Deliveries_Read',
        ),
        flags: requires.or(...generations),
      },
    },
  },
});

/** The wizard's steps, in order (their address segments). */
export const agreementSteps = [
  'fastighet',
  'prissattningstillfalle',
  'sortiment',
  'granska',
  'signera',
] as const;
export type AgreementStep = (typeof agreementSteps)[number];

/** The wizard at a step; without one, its first (a draft resumes there). */
export const agreementPath = (slug: string, opportunityId: string, step?: AgreementStep) =>
  `${areaPath({ path: timberAgreementsElement.routes.timberManagerAgreement.path.replace('/*', '') }, slug, { opportunityId })}${step ? `${step}/` : ''}`;

import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/**
 * Each panel is gated by the role of the area it reads (README.md beside this file); the
 * element shows the panels the effective roles hold, the server checks the same per call.
 */
export const overviewPanelRoles = {
  accounts: 'Service_Finance_Read',
  economics: 'Service_EconomicDevelopment_Read',
  tradePeriods: 'Service_Trade_Read',
  engagement: 'Service_Profile_Economics_Read',
} as const;
export type OverviewPanel = keyof typeof overviewPanelRoles;

/**
 * Skogsgårdens ekonomi (economy-membership §2 Economics overview): the group page itself,
 * behind the flag EconomicsOverview, open to a member holding the role of any one panel
 * (README.md beside this file).
 */
export const economicsOverviewElement = defineAreaManifest({
  area: 'economics-overview',
  element: 'portal-economics-overview',
  routes: {
    economicsOverviewHome: {
      path: 'skogsgardens-ekonomi',
      rule: {
        requirement: requires.or(...Object.values(overviewPanelRoles)),
        flags: requires.single('EconomicsOverview'),
      },
    },
  },
});

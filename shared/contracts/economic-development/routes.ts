import { requires } from '../../access/requirements.ts';
import { economicDevelopmentSchema } from '../economic-development.ts';
import { defineRoutes, memberRead } from '../routes.ts';

/** Reading: the member, a proxy whose roles include it, staff impersonating (who only look). */
const read = requires.single('Service_EconomicDevelopment_Read');

/**
 * Economic development (economy-membership §2; shared/contracts/economic-development/README.md).
 * Always the effective member's figures: through a proxy, the giver's, with the proxy's roles.
 */
export const economicDevelopmentRoutes = defineRoutes({
  getEconomicDevelopment: {
    ...memberRead(read),
    // §2 "(flag EconomicDevelopment, ...)".
    flags: requires.single('EconomicDevelopment'),
    path: '/api/v1/economic-development',
    firstOn: ['economicDevelopmentHome'],
    summary:
      "The member's economics per year, oldest first: timber volume (m3fub), sales, profit sharing, dividend on sales, dividend on stakes, stake issue emission and their total (öre).",
    response: economicDevelopmentSchema,
  },
});

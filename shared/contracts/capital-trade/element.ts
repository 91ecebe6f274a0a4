import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const home = 'skogsgardens-ekonomi/handel-med-insatskapital';
const read = {
  requirement: requires.single('Service_Trade_Read'),
  flags: requires.single('CapitalTrade'),
} as const;
const write = {
  requirement: requires.readWrite('Service_Trade'),
  flags: requires.single('CapitalTrade'),
} as const;

/**
 * Handel med insatskapital (economy-membership §2): home, handelsperioder, orderlaggning with
 * ny-order and tidigare-ordrar, the signing callback ny-order/slutfor; history and
 * how-it-works paths are ours (historik, sa-fungerar-det). The element is
 * components/capital-trade/ (in the list of pages, shared/contracts/elements.ts).
 */
export const capitalTradeElement = defineAreaManifest({
  area: 'capital-trade',
  element: 'portal-capital-trade',
  routes: {
    tradeOrderDone: { path: `${home}/orderlaggning/ny-order/slutfor`, page: home, rule: write },
    tradeNewOrder: { path: `${home}/orderlaggning/ny-order`, page: home, rule: read },
    tradePreviousOrders: { path: `${home}/orderlaggning/tidigare-ordrar`, page: home, rule: read },
    tradeOrders: { path: `${home}/orderlaggning`, page: home, rule: read },
    tradePeriods: { path: `${home}/handelsperioder`, page: home, rule: read },
    tradeHistory: { path: `${home}/historik`, page: home, rule: read },
    tradeHowItWorks: { path: `${home}/sa-fungerar-det`, page: home, rule: read },
    tradeHome: { path: home, rule: read },
  },
});

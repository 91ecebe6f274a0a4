import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';
import { electricityRoleBase } from './roles.ts';

const home = 'skogsgardens-affarer/{slug}-el';
/** §2: the electricity pages need Service_{product}El_Read and Write. */
const rule = { requirement: requires.readWrite(electricityRoleBase) } as const;

/**
 * El (economy-membership §2 Electricity): statistik, fakturor, kunduppgifter, avtal (active
 * customers; the element tells an inactive one), kontakt; the home is an overview.
 */
export const electricityElement = defineAreaManifest({
  area: 'electricity',
  element: 'portal-electricity',
  routes: {
    electricityStatistics: { path: `${home}/statistik`, page: home, rule },
    electricityInvoices: { path: `${home}/fakturor`, page: home, rule },
    electricityCustomer: { path: `${home}/kunduppgifter`, page: home, rule },
    electricityAgreements: { path: `${home}/avtal`, page: home, rule },
    electricityContact: { path: `${home}/kontakt`, page: home, rule },
    electricityNewCustomer: { path: `${home}/ny-kund`, page: home, rule },
    electricityHome: { path: home, rule },
  },
});

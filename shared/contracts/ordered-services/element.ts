import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const base = 'skogsgardens-affarer/bestallda-tjanster';
const service = `${base}/tjanst/:serviceOrderNumber`;
const requirement = requires.single('Service_Production_Read');
const read = { requirement, features: ['MemberProduction'] } as const;

/**
 * Beställda tjänster (timber-production-map §2.2): the list's tabs aktiva and avslutade, a
 * service `tjanst/:serviceOrderNumber`, its measured timber `inmatt` (flag AssortmentReport)
 * and its map `karta` (flag MemberProductionMap; redirects to `atgardsobjekt`). Route ids
 * start with `production`: the host posts openProduction once per entry into them.
 */
export const orderedServicesElement = defineAreaManifest({
  area: 'ordered-services',
  element: 'portal-ordered-services',
  routes: {
    productionMeasuredTimber: {
      path: `${service}/inmatt`,
      page: base,
      rule: { requirement, features: ['AssortmentReport'] },
    },
    productionMapUnit: {
      path: `${service}/karta/atgardsobjekt/:unitId`,
      page: base,
      rule: { requirement, features: ['MemberProductionMap'] },
    },
    productionMapUnits: {
      path: `${service}/karta/atgardsobjekt`,
      page: base,
      rule: { requirement, features: ['MemberProductionMap'] },
    },
    productionMap: {
      path: `${service}/karta`,
      page: base,
      rule: { requirement, features: ['MemberProductionMap'] },
    },
    productionService: { path: service, page: base, rule: read },
    productionFinished: { path: `${base}/avslutade`, page: base, rule: read },
    productionActive: { path: `${base}/aktiva`, page: base, rule: read },
    production: { path: base, rule: read },
  },
});

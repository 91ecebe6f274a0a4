import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const base = 'skogsgardens-affarer/bestallda-tjanster';
const service = `${base}/tjanst/:serviceOrderNumber`;
const requirement = requires.single('Service_Production_Read');
const read = { requirement, flags: requires.single('MemberProduction') } as const;
// All of: MemberProduction gates every page of the area, as it gates every call
// (ordered-services/routes.ts); measured timber and the map need their own flag too.
const measuredTimber = {
  requirement,
  flags: requires.and('MemberProduction', 'AssortmentReport'),
} as const;
const map = {
  requirement,
  flags: requires.and('MemberProduction', 'MemberProductionMap'),
} as const;

/**
 * Beställda tjänster (timber-production-map §2.2): the list's tabs aktiva and avslutade, a
 * service `tjanst/:serviceOrderNumber`, its measured timber `inmatt` (flags MemberProduction
 * and AssortmentReport) and its map `karta` (MemberProduction and MemberProductionMap;
 * redirects to `atgardsobjekt`). Route ids
 * start with `production`: the host posts openProduction once per entry into them.
 */
export const orderedServicesElement = defineAreaManifest({
  area: 'ordered-services',
  element: 'portal-ordered-services',
  routes: {
    productionMeasuredTimber: {
      path: `${service}/inmatt`,
      page: base,
      rule: measuredTimber,
    },
    productionMapUnit: {
      path: `${service}/karta/atgardsobjekt/:unitId`,
      page: base,
      rule: map,
    },
    productionMapUnits: {
      path: `${service}/karta/atgardsobjekt`,
      page: base,
      rule: map,
    },
    productionMap: {
      path: `${service}/karta`,
      page: base,
      rule: map,
    },
    productionService: { path: service, page: base, rule: read },
    productionFinished: { path: `${base}/avslutade`, page: base, rule: read },
    productionActive: { path: `${base}/aktiva`, page: base, rule: read },
    production: { path: base, rule: read },
  },
});

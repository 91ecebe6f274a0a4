import {
  serviceTreatmentTypeLabels,
  type ServiceTreatmentType,
  type SiteInfoKind,
} from '../../shared/contracts/ordered-services.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { seedId } from '../db/seedId.ts';
import {
  serviceMeasurements,
  serviceOrders,
  serviceSiteInfo,
  serviceTreatmentUnits,
} from './schema.ts';

/** The demo orders by number (tests and the end-to-end flow name them). */
export const demoServiceOrders = {
  annaFelling: '3104512',
  annaThinning: '3209877',
  annaPlanting: '3311240',
  annaScarification: '3311241',
  annaCleaning2021: '3100321',
  /** Signed 2019: before the §9 floor, never shown. */
  annaCleaning2019: '2900815',
  bertilThinning: '3208800',
} as const;

const ns = 'ordered-services';
type OrderRow = typeof serviceOrders.$inferInsert;

/** What the search matches: number, agreement, estate and the type's Swedish name. */
export function searchTextOf(
  order: Pick<OrderRow, 'serviceOrderNumber' | 'subProject' | 'estate' | 'treatmentType'>,
): string {
  const label = serviceTreatmentTypeLabels[order.treatmentType as ServiceTreatmentType] ?? '';
  return [order.serviceOrderNumber, order.subProject, order.estate, label]
    .join(' ')
    .toLocaleLowerCase('sv-SE');
}

export function orderRow(order: Omit<OrderRow, 'id' | 'searchText'>): OrderRow {
  return {
    ...order,
    id: seedId(ns, `order:${order.serviceOrderNumber}`),
    searchText: searchTextOf(order),
  };
}

const manager = { managerName: 'Johan Lindqvist', managerPhone: '0470-77 12 40' };
const links = {
  agreement: { title: 'Ditt avtal på Mina dokument', url: '/skogsgardens-affarer/mina-dokument/' },
  guide: {
    title: 'Så går en avverkning till',
    url: 'https://www.granskog.example.se/avverkning',
  },
  planting: {
    title: 'Om plantering hos Granskog',
    url: '/skogsgardens-affarer/plantor-och-skogsvard/',
  },
};

const orders: OrderRow[] = [
  orderRow({
    memberId: demoIds.anna,
    serviceOrderNumber: demoServiceOrders.annaFelling,
    subProject: '4711-0002',
    treatmentType: 'finalFelling',
    estate: 'Norrskogen 1:4',
    state: 'finished',
    signedOn: '2026-05-18',
    totalAreaHa: 6.4,
    stepsCompleted: 6,
    stepsTotal: 6,
    worker: 'Vindelns Skogstjänst AB',
    totalVolumeM3fub: 1480,
    lastModifiedAt: new Date('2026-10-09T14:12:00Z'),
    ...manager,
    relatedLinks: [links.agreement, links.guide],
  }),
  orderRow({
    memberId: demoIds.anna,
    serviceOrderNumber: demoServiceOrders.annaThinning,
    subProject: '4711-0003',
    treatmentType: 'thinning',
    estate: 'Björkås 2:7',
    state: 'active',
    signedOn: '2026-08-26',
    totalAreaHa: 11.2,
    stepsCompleted: 2,
    stepsTotal: 5,
    worker: 'Smålands Gallring HB',
    totalVolumeM3fub: 640,
    lastModifiedAt: new Date('2026-11-20T08:45:00Z'),
    ...manager,
    relatedLinks: [links.agreement],
  }),
  orderRow({
    memberId: demoIds.anna,
    serviceOrderNumber: demoServiceOrders.annaPlanting,
    subProject: '4711-0005',
    treatmentType: 'planting',
    estate: 'Norrskogen 1:4',
    state: 'active',
    signedOn: '2026-10-02',
    totalAreaHa: 6.4,
    stepsCompleted: 0,
    stepsTotal: 4,
    worker: null,
    totalVolumeM3fub: null,
    lastModifiedAt: new Date('2026-11-12T10:03:00Z'),
    managerName: 'Sara Holm',
    managerPhone: '0470-77 12 52',
    relatedLinks: [links.planting],
  }),
  orderRow({
    memberId: demoIds.anna,
    serviceOrderNumber: demoServiceOrders.annaScarification,
    subProject: '4711-0005',
    treatmentType: 'soilScarification',
    estate: 'Norrskogen 1:4',
    state: 'active',
    signedOn: '2026-10-02',
    totalAreaHa: 6.4,
    stepsCompleted: 0,
    stepsTotal: 3,
    worker: 'Kronobergs Markberedning AB',
    totalVolumeM3fub: null,
    lastModifiedAt: new Date('2026-10-02T09:30:00Z'),
    managerName: 'Sara Holm',
    managerPhone: '0470-77 12 52',
    relatedLinks: [],
  }),
  orderRow({
    memberId: demoIds.anna,
    serviceOrderNumber: demoServiceOrders.annaCleaning2021,
    subProject: '4711-0001',
    treatmentType: 'cleaning',
    estate: 'Norrskogen 1:4',
    state: 'finished',
    signedOn: '2021-04-20',
    totalAreaHa: 3.1,
    stepsCompleted: 3,
    stepsTotal: 3,
    worker: 'Röjningslaget i Växjö',
    totalVolumeM3fub: null,
    lastModifiedAt: new Date('2021-09-30T15:00:00Z'),
    ...manager,
    relatedLinks: [],
  }),
  orderRow({
    memberId: demoIds.anna,
    serviceOrderNumber: demoServiceOrders.annaCleaning2019,
    subProject: '4711-0000',
    treatmentType: 'cleaning',
    estate: 'Norrskogen 1:4',
    state: 'finished',
    signedOn: '2019-06-10',
    totalAreaHa: 2.5,
    stepsCompleted: 3,
    stepsTotal: 3,
    worker: 'Röjningslaget i Växjö',
    totalVolumeM3fub: null,
    lastModifiedAt: new Date('2019-10-01T12:00:00Z'),
    ...manager,
    relatedLinks: [],
  }),
  orderRow({
    memberId: demoIds.bertil,
    serviceOrderNumber: demoServiceOrders.bertilThinning,
    subProject: '4712-0001',
    treatmentType: 'thinning',
    estate: 'Granliden 3:2',
    state: 'active',
    signedOn: '2026-07-01',
    totalAreaHa: 4.8,
    stepsCompleted: 1,
    stepsTotal: 5,
    worker: 'Smålands Gallring HB',
    totalVolumeM3fub: 260,
    lastModifiedAt: new Date('2026-11-01T09:00:00Z'),
    ...manager,
    relatedLinks: [],
  }),
];

type Ring = [number, number][];
const rect = (e1: number, n1: number, e2: number, n2: number): number[][][] => [
  [
    [e1, n1],
    [e2, n1],
    [e2, n2],
    [e1, n2],
    [e1, n1],
  ] satisfies Ring,
];

type UnitRow = typeof serviceTreatmentUnits.$inferInsert;
const unitDefaults = {
  season: null,
  seedlingSize: null,
  treatment: null,
  provenance: null,
  productionSystem: null,
  species: null,
  totalSeedlings: null,
  seedlingsPerHa: null,
  volumePerHaM3fub: null,
  startEarliest: null,
  draft: false,
} satisfies Partial<UnitRow>;

function unit(
  order: string,
  number: number,
  row: Omit<UnitRow, 'id' | 'orderId' | 'number' | 'draft'> & { draft?: boolean },
) {
  return {
    ...unitDefaults,
    ...row,
    id: seedId(ns, `unit:${order}:${number}`),
    orderId: seedId(ns, `order:${order}`),
    number,
  } satisfies UnitRow;
}

const units: UnitRow[] = [
  unit(demoServiceOrders.annaFelling, 1, {
    unitType: 'Avverkningsobjekt',
    treatmentType: 'finalFelling',
    areaHa: 3.9,
    productionSystem: 'Kortvirkesmetoden',
    species: 'Gran 80 %, tall 15 %, löv 5 %',
    volumePerHaM3fub: 245,
    startEarliest: '2026-06-01',
    outline: rect(479_350, 6_305_700, 479_700, 6_306_250),
  }),
  unit(demoServiceOrders.annaFelling, 2, {
    unitType: 'Avverkningsobjekt',
    treatmentType: 'finalFelling',
    areaHa: 2.5,
    productionSystem: 'Kortvirkesmetoden',
    species: 'Tall 60 %, gran 30 %, löv 10 %',
    volumePerHaM3fub: 210,
    startEarliest: '2026-06-01',
    outline: rect(479_700, 6_305_700, 480_000, 6_306_200),
  }),
  unit(demoServiceOrders.annaThinning, 1, {
    unitType: 'Gallringsobjekt',
    treatmentType: 'thinning',
    areaHa: 4.6,
    season: 'autumn',
    productionSystem: 'Kortvirkesmetoden',
    species: 'Gran 70 %, tall 25 %, löv 5 %',
    volumePerHaM3fub: 58,
    startEarliest: '2026-09-15',
    outline: rect(482_350, 6_302_800, 482_850, 6_303_250),
  }),
  unit(demoServiceOrders.annaThinning, 2, {
    unitType: 'Gallringsobjekt',
    treatmentType: 'thinning',
    areaHa: 3.9,
    season: 'both',
    productionSystem: 'Kortvirkesmetoden',
    species: 'Tall 65 %, gran 30 %, löv 5 %',
    volumePerHaM3fub: 55,
    startEarliest: '2026-09-15',
    outline: rect(482_850, 6_302_800, 483_350, 6_303_300),
  }),
  unit(demoServiceOrders.annaThinning, 3, {
    unitType: 'Gallringsobjekt',
    treatmentType: 'thinning',
    areaHa: 2.7,
    season: 'spring',
    productionSystem: 'Kortvirkesmetoden',
    species: 'Gran 85 %, löv 15 %',
    volumePerHaM3fub: 62,
    startEarliest: '2027-04-01',
    outline: rect(482_600, 6_302_450, 483_200, 6_302_800),
  }),
  unit(demoServiceOrders.annaPlanting, 1, {
    unitType: 'Planteringsobjekt',
    treatmentType: 'planting',
    draft: true,
    areaHa: 6.4,
    season: 'spring',
    seedlingSize: 'Täckrot 90 cc',
    treatment: 'Snytbaggeskydd (Conniflex)',
    provenance: 'Gran, Hagby FP-545, zon 3',
    species: 'Gran',
    totalSeedlings: 16_000,
    seedlingsPerHa: 2_500,
    startEarliest: '2027-05-01',
    outline: rect(479_350, 6_305_700, 480_000, 6_306_250),
  }),
  unit(demoServiceOrders.annaScarification, 1, {
    unitType: 'Markberedningsobjekt',
    treatmentType: 'soilScarification',
    areaHa: 6.4,
    season: 'autumn',
    treatment: 'Harvning',
    // Set by the seed's day (seedOrderedServices): the machines are due within the week.
    startEarliest: null,
    outline: rect(479_350, 6_305_700, 480_000, 6_306_250),
  }),
  unit(demoServiceOrders.annaCleaning2021, 1, {
    unitType: 'Röjningsobjekt',
    treatmentType: 'cleaning',
    areaHa: 3.1,
    season: 'both',
    species: 'Gran, tall',
    outline: rect(479_000, 6_305_250, 479_350, 6_305_700),
  }),
  unit(demoServiceOrders.bertilThinning, 1, {
    unitType: 'Gallringsobjekt',
    treatmentType: 'thinning',
    areaHa: 4.8,
    season: 'both',
    volumePerHaM3fub: 54,
    outline: rect(484_000, 6_301_000, 484_400, 6_301_400),
  }),
];

type SiteRow = typeof serviceSiteInfo.$inferInsert;
function site(
  order: string,
  key: number,
  kind: SiteInfoKind,
  description: string,
  e: number,
  n: number,
) {
  return {
    id: seedId(ns, `site:${order}:${key}`),
    orderId: seedId(ns, `order:${order}`),
    kind,
    description,
    e,
    n,
  } satisfies SiteRow;
}

const siteInfo: SiteRow[] = [
  site(
    demoServiceOrders.annaThinning,
    1,
    'landing',
    'Avlägg vid vändplanen, plats för 12 travar.',
    482_330,
    6_303_270,
  ),
  site(
    demoServiceOrders.annaThinning,
    2,
    'baseRoad',
    'Basväg genom objekt 1 och 2, kör på ris.',
    482_850,
    6_303_020,
  ),
  site(
    demoServiceOrders.annaThinning,
    3,
    'warning',
    'Kraftledning korsar objektet, håll 10 m avstånd.',
    483_100,
    6_303_150,
  ),
  site(
    demoServiceOrders.annaThinning,
    4,
    'groundProtection',
    'Blött parti, risa kraftigt eller kör runt.',
    482_700,
    6_302_600,
  ),
  site(
    demoServiceOrders.annaThinning,
    5,
    'brushPile',
    'Skotta ris till hög för flisning.',
    483_050,
    6_302_500,
  ),
  site(
    demoServiceOrders.annaThinning,
    6,
    'emergencyCoordinate',
    'Räddningspunkt: infarten från väg 23.',
    482_230,
    6_303_320,
  ),
  site(
    demoServiceOrders.annaThinning,
    7,
    'insectDamage',
    'Granbarkborre i tre träd, ta ut först.',
    482_500,
    6_303_000,
  ),
  site(
    demoServiceOrders.annaThinning,
    8,
    'windthrow',
    'Vindfällen efter stormen i oktober, ca 15 träd.',
    483_250,
    6_302_900,
  ),
  site(demoServiceOrders.annaThinning, 9, 'other', 'Jaktpass, lämna stående.', 482_450, 6_302_900),
  site(
    demoServiceOrders.annaFelling,
    1,
    'landing',
    'Avlägg vid skogsbilvägen.',
    479_300,
    6_306_200,
  ),
  site(
    demoServiceOrders.annaFelling,
    2,
    'other',
    'Fornlämning (kolbotten), 15 m skyddszon.',
    479_800,
    6_305_950,
  ),
];

/** A small deterministic generator: the log bill is the same on every seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Batch {
  assortment: string;
  deliveryPlace: string;
  measuredOn: string;
  logs: number;
  timber: boolean;
  priceSek: number;
  final: boolean;
  wreckCauses: string[];
}

const batches: Batch[] = [
  {
    assortment: 'Grantimmer',
    deliveryPlace: 'Vida Vislanda',
    measuredOn: '2026-09-08',
    logs: 96,
    timber: true,
    priceSek: 720,
    final: true,
    wreckCauses: [],
  },
  {
    assortment: 'Talltimmer',
    deliveryPlace: 'Södra Timber Värö',
    measuredOn: '2026-09-10',
    logs: 74,
    timber: true,
    priceSek: 690,
    final: true,
    wreckCauses: ['Röta'],
  },
  {
    assortment: 'Barrmassaved',
    deliveryPlace: 'Södra Cell Mönsterås',
    measuredOn: '2026-09-14',
    logs: 118,
    timber: false,
    priceSek: 360,
    final: true,
    wreckCauses: [],
  },
  {
    assortment: 'Grantimmer',
    deliveryPlace: 'Vida Vislanda',
    measuredOn: '2026-09-22',
    logs: 88,
    timber: true,
    priceSek: 720,
    final: true,
    wreckCauses: ['Krök', 'Kvistighet'],
  },
  {
    assortment: 'Barrmassaved',
    deliveryPlace: 'Södra Cell Mönsterås',
    measuredOn: '2026-09-29',
    logs: 102,
    timber: false,
    priceSek: 360,
    final: false,
    wreckCauses: [],
  },
  {
    assortment: 'Lövmassaved',
    deliveryPlace: 'Södra Cell Mönsterås',
    measuredOn: '2026-10-02',
    logs: 41,
    timber: false,
    priceSek: 330,
    final: false,
    wreckCauses: [],
  },
];

/** Volume under bark of one log (m³fub) from length and top diameter, a plain cylinder. */
const logVolume = (lengthCm: number, diameterMm: number) =>
  Math.PI * (diameterMm / 2000) ** 2 * (lengthCm / 100) * 1.08;
const r2 = (value: number) => Math.round(value * 100) / 100;

function measurements(order: string): (typeof serviceMeasurements.$inferInsert)[] {
  const next = random(20_260_908);
  return batches.map((batch, i) => {
    const logs: [number, number][] = Array.from({ length: batch.logs }, () => {
      const length = batch.timber
        ? 370 + Math.round(next() * 18) * 10
        : 300 + Math.round(next() * 25) * 10;
      const diameter = batch.timber
        ? 150 + Math.round(next() * 300)
        : 60 + Math.round(next() * 180);
      return [length, diameter];
    });
    const quantity = r2(logs.reduce((sum, [l, d]) => sum + logVolume(l, d), 0));
    const additions = r2(quantity * batch.priceSek * 0.03);
    const deductions = batch.wreckCauses.length > 0 ? r2(quantity * batch.priceSek * 0.02) : 0;
    return {
      id: seedId(ns, `measurement:${order}:${i}`),
      orderId: seedId(ns, `order:${order}`),
      assortment: batch.assortment,
      deliveryPlace: batch.deliveryPlace,
      measuredOn: batch.measuredOn,
      logOrderNumber: `VO-${order}-${String(i + 1).padStart(2, '0')}`,
      accountingNumber: `AR-2026-${String(40_512 + i * 7)}`,
      quantityM3fub: quantity,
      priceBasedQuantityM3fub: r2(quantity * 0.98),
      grossQuantityM3fub: r2(quantity * 1.04),
      finalMeasured: batch.final,
      valueSek: r2(quantity * batch.priceSek + additions - deductions),
      additionsSek: additions,
      deductionsSek: deductions,
      wreckCauses: batch.wreckCauses,
      logs,
    };
  });
}

/** Idempotent: fixed ids, conflicts ignored. */
/** Days from the seed's day to the scarification's earliest start (issue 33's notice ahead). */
export const demoScarificationStartsInDays = 5;

/**
 * The demo's work orders. Anna's soil scarification, not started, may start
 * `demoScarificationStartsInDays` after the seed's day, so the demo's notice job has machines
 * to tell her about (server/ordered-services/activity.ts).
 */
export async function seedOrderedServices(db: Db, now = new Date()): Promise<void> {
  const scarificationStart = addDays(todayInSweden(now), demoScarificationStartsInDays);
  const dated = units.map((row) =>
    row.orderId === seedId(ns, `order:${demoServiceOrders.annaScarification}`)
      ? { ...row, startEarliest: scarificationStart }
      : row,
  );
  await db.insert(serviceOrders).values(orders).onConflictDoNothing();
  await db.insert(serviceTreatmentUnits).values(dated).onConflictDoNothing();
  await db.insert(serviceSiteInfo).values(siteInfo).onConflictDoNothing();
  await db
    .insert(serviceMeasurements)
    .values(measurements(demoServiceOrders.annaFelling))
    .onConflictDoNothing();
}

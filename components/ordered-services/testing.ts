import { orderedServicesElement } from '../../shared/contracts/ordered-services/element.ts';
import {
  serviceOrderPageSize,
  serviceTreatmentTypeLabels,
  type MeasuredTimber,
  type ServiceMap,
  type ServiceOrderDetails,
  type ServiceOrderQuery,
  type ServiceOrderSummary,
} from '../../shared/contracts/ordered-services.ts';
import { orderedServicesProblems } from '../../shared/contracts/ordered-services/problems.ts';
import { orderedServicesRoutes } from '../../shared/contracts/ordered-services/routes.ts';
import { trackingRoutes } from '../../shared/contracts/tracking/routes.ts';
import { mapOverlayProblems } from '../../shared/contracts/map-overlays/problems.ts';
import { mapOverlayRoutes } from '../../shared/contracts/map-overlays/routes.ts';
import { fakeMapOverlayHandlers } from '../../shared/map/leaflet/testing/fakeData.ts';
import { elementPerTest } from '../../shared/testing/element.ts';
import { installFakeApi, problem } from '../../shared/testing/fakeApi.ts';
import { demoHarnessOptions } from '../../tests/harness/profiles.ts';

/**
 * The ordered services element's test support: Anna's orders, and a stand-in for
 * /api/v1/ordered-services, the usage events and the map's layers made from their route tables (the real
 * server, its SQL and access are tested in server/ordered-services), answered with the
 * server's rules over the orders in memory.
 */
export const numbers = {
  felling: '3104512',
  thinning: '3209877',
  planting: '3311240',
  scarification: '3311241',
  cleaning: '3100321',
} as const;

const summary = (
  fields: Partial<ServiceOrderSummary> &
    Pick<ServiceOrderSummary, 'serviceOrderNumber' | 'treatmentType' | 'state'>,
): ServiceOrderSummary => ({
  subProject: '4711-0002',
  estate: 'Norrskogen 1:4',
  signedOn: '2026-05-18',
  totalAreaHa: 6.4,
  stepsCompleted: 0,
  stepsTotal: 4,
  ...fields,
});

export const annaOrders: ServiceOrderSummary[] = [
  summary({
    serviceOrderNumber: numbers.felling,
    treatmentType: 'finalFelling',
    state: 'finished',
    stepsCompleted: 6,
    stepsTotal: 6,
  }),
  summary({
    serviceOrderNumber: numbers.thinning,
    treatmentType: 'thinning',
    state: 'active',
    subProject: '4711-0003',
    estate: 'Björkås 2:7',
    signedOn: '2026-08-26',
    totalAreaHa: 11.2,
    stepsCompleted: 2,
    stepsTotal: 5,
  }),
  summary({
    serviceOrderNumber: numbers.planting,
    treatmentType: 'planting',
    state: 'active',
    subProject: '4711-0005',
    signedOn: '2026-10-02',
  }),
  summary({
    serviceOrderNumber: numbers.scarification,
    treatmentType: 'soilScarification',
    state: 'active',
    subProject: '4711-0005',
    signedOn: '2026-10-02',
    stepsTotal: 3,
  }),
  summary({
    serviceOrderNumber: numbers.cleaning,
    treatmentType: 'cleaning',
    state: 'finished',
    subProject: '4711-0001',
    signedOn: '2021-04-20',
    totalAreaHa: 3.1,
    stepsCompleted: 3,
    stepsTotal: 3,
  }),
];

const unitBase = {
  unitType: 'Gallringsobjekt',
  treatmentType: 'thinning' as const,
  draft: false,
  season: 'autumn' as const,
  seedlingSize: null,
  treatment: null,
  provenance: null,
  productionSystem: 'Kortvirkesmetoden',
  species: 'Gran 70 %, tall 25 %, löv 5 %',
  totalSeedlings: null,
  seedlingsPerHa: null,
  volumePerHaM3fub: 58,
  startEarliest: '2026-09-15',
};
export const unitIds = ['unit-1', 'unit-2', 'unit-3'] as const;

function details(order: ServiceOrderSummary): ServiceOrderDetails {
  const planting = order.treatmentType === 'planting';
  return {
    ...order,
    worker: planting ? null : 'Smålands Gallring HB',
    totalVolumeM3fub: planting ? null : 640,
    lastModifiedAt: '2026-11-20T08:45:00Z',
    responsibleManager: { name: 'Johan Lindqvist', phone: '0470-77 12 40' },
    relatedLinks: [
      { title: 'Ditt avtal på Mina dokument', url: '/skogsgardens-affarer/mina-dokument/' },
    ],
    hasMeasuredTimber: order.serviceOrderNumber === numbers.felling,
    treatmentUnits: planting
      ? [
          {
            ...unitBase,
            id: 'planting-1',
            number: 1,
            unitType: 'Planteringsobjekt',
            treatmentType: 'planting',
            draft: true,
            areaHa: 6.4,
            season: 'spring',
            seedlingSize: 'Täckrot 90 cc',
            treatment: 'Snytbaggeskydd (Conniflex)',
            provenance: 'Gran, Hagby FP-545, zon 3',
            productionSystem: null,
            species: 'Gran',
            totalSeedlings: 16000,
            seedlingsPerHa: 2500,
            volumePerHaM3fub: null,
            startEarliest: '2027-05-01',
          },
        ]
      : unitIds.map((id, i) => ({ ...unitBase, id, number: i + 1, areaHa: 4.6 - i })),
  };
}

const logs = (count: number, lengthCm: number, diameterMm: number) =>
  Array.from({ length: count }, (_, i) => ({
    lengthCm: lengthCm + (i % 3) * 30,
    diameterMm: diameterMm + i,
  }));

export const fellingTimber: MeasuredTimber = {
  serviceOrderNumber: numbers.felling,
  subProject: '4711-0002',
  estate: 'Norrskogen 1:4',
  measurements: [
    {
      id: 'm1',
      assortment: 'Grantimmer',
      deliveryPlace: 'Vida Vislanda',
      measuredOn: '2026-09-08',
      logOrderNumber: 'VO-3104512-01',
      accountingNumber: 'AR-2026-40512',
      quantityM3fub: 30.25,
      priceBasedQuantityM3fub: 29.65,
      grossQuantityM3fub: 31.46,
      finalMeasured: true,
      valueSek: 22_433.5,
      additionsSek: 653.4,
      deductionsSek: 0,
      wreckCauses: [],
      logs: logs(120, 430, 200),
    },
    {
      id: 'm2',
      assortment: 'Barrmassaved',
      deliveryPlace: 'Södra Cell Mönsterås',
      measuredOn: '2026-09-14',
      logOrderNumber: 'VO-3104512-02',
      accountingNumber: 'AR-2026-40519',
      quantityM3fub: 12.5,
      priceBasedQuantityM3fub: 12.25,
      grossQuantityM3fub: 13,
      finalMeasured: false,
      valueSek: 4_500,
      additionsSek: 0,
      deductionsSek: 90,
      wreckCauses: ['Röta'],
      logs: logs(80, 300, 90),
    },
  ],
  totals: [
    { assortment: 'Grantimmer', quantityM3fub: 30.25, valueSek: 22_433.5, logCount: 120 },
    { assortment: 'Barrmassaved', quantityM3fub: 12.5, valueSek: 4_500, logCount: 80 },
  ],
  total: { quantityM3fub: 42.75, valueSek: 26_933.5, logCount: 200 },
};

const rect = (e1: number, n1: number, e2: number, n2: number) => [
  [
    [e1, n1],
    [e2, n1],
    [e2, n2],
    [e1, n2],
    [e1, n1],
  ],
];
export const thinningMap: ServiceMap = {
  crs: 'EPSG:3006',
  units: [
    {
      id: unitIds[0],
      number: 1,
      treatmentType: 'thinning',
      areaHa: 4.6,
      draft: false,
      geometry: { type: 'Polygon', coordinates: rect(482_350, 6_302_800, 482_850, 6_303_250) },
    },
    {
      id: unitIds[1],
      number: 2,
      treatmentType: 'thinning',
      areaHa: 3.6,
      draft: false,
      geometry: { type: 'Polygon', coordinates: rect(482_850, 6_302_800, 483_350, 6_303_300) },
    },
    {
      id: unitIds[2],
      number: 3,
      treatmentType: 'thinning',
      areaHa: 2.6,
      draft: false,
      geometry: { type: 'Polygon', coordinates: rect(482_600, 6_302_450, 483_200, 6_302_800) },
    },
  ],
  siteInfo: [
    {
      id: 's1',
      kind: 'landing',
      description: 'Avlägg vid vändplanen.',
      position: { n: 6_303_270, e: 482_330 },
    },
    {
      id: 's2',
      kind: 'emergencyCoordinate',
      description: 'Räddningspunkt vid infarten.',
      position: { n: 6_303_320, e: 482_230 },
    },
  ],
};

/** The server's rules (server/ordered-services/queries.ts), over the list in memory. */
function matching(orders: ServiceOrderSummary[], query: ServiceOrderQuery) {
  const q = query.q?.trim().toLocaleLowerCase('sv-SE') ?? '';
  const found = orders.filter(
    (o) =>
      o.state === query.state &&
      (query.status !== 'notStarted' || o.stepsCompleted === 0) &&
      (query.status !== 'inProgress' ||
        (o.stepsCompleted > 0 && o.stepsCompleted < o.stepsTotal)) &&
      (!query.treatmentType || o.treatmentType === query.treatmentType) &&
      (!q ||
        [o.serviceOrderNumber, o.subProject, o.estate, serviceTreatmentTypeLabels[o.treatmentType]]
          .join(' ')
          .toLocaleLowerCase('sv-SE')
          .includes(q)),
  );
  const sign = query.sort === 'oldest' ? 1 : -1;
  return query.sort === 'orderNumber'
    ? found.sort((a, b) => a.serviceOrderNumber.localeCompare(b.serviceOrderNumber))
    : found.sort(
        (a, b) =>
          sign * a.signedOn.localeCompare(b.signedOn) ||
          sign * a.serviceOrderNumber.localeCompare(b.serviceOrderNumber),
      );
}

export type FakeOrderedServicesApi = ReturnType<typeof installFakeOrderedServicesApi>;

export function installFakeOrderedServicesApi(orders: ServiceOrderSummary[] = annaOrders) {
  const order = (serviceOrderNumber: string) => {
    const found = orders.find((o) => o.serviceOrderNumber === serviceOrderNumber);
    if (!found) throw problem('notFound');
    return found;
  };
  const api = installFakeApi(
    { ...orderedServicesRoutes, ...trackingRoutes, ...mapOverlayRoutes },
    {
      ...fakeMapOverlayHandlers(),
      listServiceOrders: ({ query }) => {
        const found = matching([...orders], query);
        const offset = Number(query.offset ?? 0);
        const count = (state: 'active' | 'finished') =>
          orders.filter((o) => o.state === state).length;
        return {
          orders: found.slice(offset, offset + serviceOrderPageSize),
          total: found.length,
          counts: { active: count('active'), finished: count('finished') },
        };
      },
      countServiceOrders: ({ query }) => ({ total: matching([...orders], query).length }),
      getServiceOrder: ({ params }) => details(order(params.serviceOrderNumber)),
      getMeasuredTimber: ({ params }) =>
        order(params.serviceOrderNumber).serviceOrderNumber === numbers.felling
          ? fellingTimber
          : problem('timberDataUnavailable'),
      getServiceMap: ({ params }) => (order(params.serviceOrderNumber), thinningMap),
      postUsageEvent: () => undefined,
    },
    { problems: [orderedServicesProblems, mapOverlayProblems] },
  );
  return Object.assign(api, { orders });
}

const element = {
  name: orderedServicesElement.element,
  define: () => import('./index.tsx'),
};

/** The ordered services element for each test: Anna with the given flags, on the fake above. */
export const orderedServicesPerTest = (flags: readonly string[]) =>
  elementPerTest(element, () => ({
    harness: demoHarnessOptions({ person: 'anna', flags }),
    api: installFakeOrderedServicesApi(),
  }));

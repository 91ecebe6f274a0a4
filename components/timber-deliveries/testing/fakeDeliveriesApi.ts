import { todayInSweden } from '../../../shared/time/index.ts';
import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import {
  completeDeliverySchema,
  deliveriesAnswerSchema,
  deliveryDetailSchema,
  deliveryMonthsSchema,
  landingAssortmentSchema,
  landingSchema,
  originAreasSchema,
  stackTagOrderSchema,
  type DeliveriesAnswer,
  type DeliveryDetail,
  type DeliverySummary,
} from '../../../shared/contracts/timber-deliveries.ts';
import {
  eudrGeoJson,
  ringsHectares,
} from '../../../shared/contracts/timber-deliveries/originGeometry.ts';

/**
 * The seeded assortment's felling week: week 46 of this year, so that its label stays
 * "v. 46" (the year is shown only for another year's week) whatever year the tests run.
 */
export const fakeFellingWeek = `${todayInSweden().slice(0, 4)}-W46`;

/**
 * A stand-in for /api/v1/timber-deliveries in element tests (the rules themselves are tested
 * on the real database in server/timber-deliveries): Anna's agreement with an ongoing, a
 * draft and a closed notification; bodies checked with the shared schemas. Installed as
 * window.fetch; `calls` records every request.
 */
export const ids = {
  agreement: '00000000-0000-4000-8000-0000000a0001',
  ongoing: '00000000-0000-4000-8000-0000000d0001',
  draft: '00000000-0000-4000-8000-0000000d0002',
  closed: '00000000-0000-4000-8000-0000000d0003',
  landing: '00000000-0000-4000-8000-0000000f0001',
  compartment1: '00000000-0000-4000-8000-0000000c0001',
  compartment2: '00000000-0000-4000-8000-0000000c0002',
} as const;

const summary = (over: Partial<DeliverySummary>): DeliverySummary => ({
  id: ids.ongoing,
  timberOrderNumber: 'VO-2',
  agreementNumber: 'LV-1',
  status: 'Ongoing',
  finalDeliveryReason: null,
  createdAt: '2026-11-10T09:00:00.000Z',
  closedAt: null,
  landings: 1,
  assortments: ['grantimmer'],
  volume: 85,
  stackTags: null,
  eudrStatus: 'Approved',
  completion: null,
  ...over,
});

const square: [number, number][] = [
  [479_350, 6_305_450],
  [479_800, 6_305_450],
  [479_800, 6_306_000],
  [479_350, 6_306_000],
  [479_350, 6_305_450],
];

/** As the server: the export's GeoJSON of the areas, by the same function; null without. */
export const declarationOf = (detail: Pick<DeliveryDetail, 'originAreas'>) =>
  detail.originAreas.length === 0
    ? null
    : eudrGeoJson(
        detail.originAreas.map((a) => ({ rings: a.geometry.coordinates, hectares: a.hectares })),
        'Anna Skog',
        'Norrskogen 1:4',
      );

export function demoDetail(): DeliveryDetail {
  const detail: Omit<DeliveryDetail, 'declaration'> = {
    delivery: summary({}),
    agreementAssortments: ['barrmassaved', 'grantimmer'],
    emails: [],
    transporterMessage: null,
    eudrVolume: 300,
    originReturnNote: null,
    originLocked: true,
    landings: [
      {
        id: ids.landing,
        version: 1,
        name: 'Avlägg vid Norrskogsvägen',
        comment: 'Vändplan vid vägbommen',
        position: { e: 479_650, n: 6_306_050 },
        carryingCapacityClass: 'BK1',
        availabilityClass: 'Unlimited',
        passabilityClass: 'UnlimitedWithTrailer',
        turningPointClass: 'SlightlyLimited',
        reloadingClass: 'ReloadingToTrailerNotRequired',
        plowedRoadClass: 'Regularly',
        stripRoadClass: 'Zero',
        positionLocked: true,
        assortments: [
          {
            id: '00000000-0000-4000-8000-0000000f0101',
            assortment: 'grantimmer',
            volume: 85,
            fellingWeek: fakeFellingWeek,
            sprucePercentage: 90,
            origin: null,
            numberOfStacks: 4,
            final: false,
          },
        ],
      },
    ],
    originAreas: [
      {
        id: '00000000-0000-4000-8000-0000000f0201',
        geometry: { type: 'Polygon', coordinates: [square] },
        compartmentIds: [],
        hectares: 24.75,
      },
    ],
    estates: [
      {
        id: '00000000-0000-4000-8000-0000000e0001',
        designation: 'Norrskogen 1:4',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [479_000, 6_305_200],
              [480_100, 6_305_100],
              [480_250, 6_305_800],
              [479_900, 6_306_300],
              [479_100, 6_306_250],
              [479_000, 6_305_200],
            ],
          ],
        },
        compartments: [
          { id: ids.compartment1, number: '1' },
          { id: ids.compartment2, number: '2' },
        ],
      },
    ],
    address: { street: 'Skogsvägen 12', postalCode: '35246', city: 'Växjö' },
  };
  return { ...detail, declaration: declarationOf(detail) };
}

export function demoList(): DeliveriesAnswer {
  return {
    agreement: {
      id: ids.agreement,
      name: 'Slutavverkning Norrskogen norra',
      agreementNumber: 'LV-1',
      status: 'Active',
      validTo: '2027-01-31',
      assortments: ['barrmassaved', 'grantimmer'],
    },
    deliveries: [
      summary({
        id: ids.draft,
        timberOrderNumber: 'VO-3',
        status: 'Draft',
        landings: 0,
        assortments: [],
        volume: 0,
        eudrStatus: 'None',
      }),
      summary({}),
      summary({
        id: ids.closed,
        timberOrderNumber: 'VO-1',
        status: 'Closed',
        finalDeliveryReason: 'InactiveBySystem',
        closedAt: '2026-11-01T02:00:00.000Z',
        landings: 0,
        assortments: [],
        volume: 0,
        eudrStatus: 'None',
      }),
    ],
    address: { street: 'Skogsvägen 12', postalCode: '35246', city: 'Växjö' },
  };
}

type Answer = { status: number; body?: unknown };
const problem = (status: number, type: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { type, title: type, status, ...(errors ? { errors } : {}) },
});

export const demoMonths = () =>
  deliveryMonthsSchema.parse({
    months: [
      {
        month: '2026-11',
        volumes: [
          { assortment: 'barrmassaved', volume: 90 },
          { assortment: 'grantimmer', volume: 120 },
        ],
        total: 210,
      },
      { month: '2026-12', volumes: [{ assortment: 'grantimmer', volume: 100 }], total: 100 },
    ],
  });

export interface FakeDeliveriesApi {
  calls: { method: string; path: string; body: unknown }[];
  /** The delivery months call answers 500 while set (the §8 message). */
  failMonths: boolean;
  /** While set, the ongoing delivery's origin is open to editing and saving it answers this code. */
  refuseOrigin: string | null;
  /** The ongoing delivery's origin is open to editing (not yet notified). */
  originOpen: boolean;
  /** Changes to the ongoing delivery's summary in its detail (a pending order, a review). */
  ongoing: Partial<DeliverySummary>;
  /**
   * Failures by "METHOD /path-ending" (e.g. "GET /deliveries"), answered before the fake's own:
   * what the member sees when that call fails.
   */
  fail: Map<string, { status: number; type: string; errors?: Record<string, string> }>;
  /**
   * The ongoing delivery as the fake holds it: a test changes it as another tab or the
   * cooperative would (a landing added, a landing saved elsewhere: its version moves on).
   */
  detail: DeliveryDetail;
  restore(): void;
}

export function installFakeDeliveriesApi(): FakeDeliveriesApi {
  const original = window.fetch;
  const list = demoList();
  const detail = demoDetail();
  const calls: FakeDeliveriesApi['calls'] = [];
  const root = '/api/v1/timber-deliveries';
  const fake: FakeDeliveriesApi = {
    calls,
    failMonths: false,
    refuseOrigin: null,
    originOpen: false,
    ongoing: {},
    fail: new Map(),
    detail,
    restore: () => (window.fetch = original),
  };

  const answer = (method: string, path: string, body: unknown, headers: Headers): Answer => {
    for (const [key, failure] of fake.fail) {
      const [failMethod, ending] = key.split(' ') as [string, string];
      if (failMethod === method && path.endsWith(ending))
        return problem(failure.status, failure.type, failure.errors);
    }
    if (path === `${root}/agreements/${ids.agreement}/delivery-months` && method === 'GET')
      return fake.failMonths ? problem(500, 'internal') : { status: 200, body: demoMonths() };
    if (path === `${root}/agreements/${ids.agreement}/deliveries` && method === 'GET')
      return { status: 200, body: deliveriesAnswerSchema.parse(list) };
    if (path === `${root}/deliveries/${ids.ongoing}` && method === 'GET')
      return {
        status: 200,
        body: deliveryDetailSchema.parse({
          ...detail,
          delivery: { ...detail.delivery, ...fake.ongoing },
          declaration: declarationOf(detail),
          ...(fake.refuseOrigin || fake.originOpen ? { originLocked: false } : {}),
        }),
      };
    if (path === `${root}/deliveries/${ids.ongoing}/complete` && method === 'POST') {
      const parsed = completeDeliverySchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      return { status: 200, body: { id: ids.ongoing } };
    }
    if (path.endsWith('/origin-areas') && method === 'PUT' && fake.refuseOrigin)
      return problem(409, fake.refuseOrigin);
    if (path === `${root}/deliveries/${ids.ongoing}/origin-areas` && method === 'PUT') {
      if (!fake.originOpen) return problem(409, 'OriginLocked');
      const parsed = originAreasSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      // As the server: the areas replace the old ones and the cooperative's review opens.
      detail.eudrVolume = parsed.data.eudrVolume;
      detail.originAreas = parsed.data.areas.map((area, i) => ({
        id: `00000000-0000-4000-8000-0000000f03${String(i).padStart(2, '0')}`,
        geometry: area.geometry,
        compartmentIds: area.compartmentIds,
        hectares: Math.round(ringsHectares(area.geometry.coordinates) * 100) / 100,
      }));
      // A returned review's state and note give way to the new review.
      detail.delivery = { ...detail.delivery, eudrStatus: 'InReview' };
      fake.ongoing = { ...fake.ongoing, eudrStatus: 'InReview' };
      detail.originReturnNote = null;
      return { status: 200, body: { id: ids.ongoing } };
    }
    const landingPut = new RegExp(`^${root}/deliveries/${ids.ongoing}/landings/([0-9a-f-]{36})$`);
    const landingId = landingPut.exec(path)?.[1];
    if (landingId && method === 'PUT') {
      const landing = detail.landings.find((l) => l.id === landingId);
      if (!landing) return problem(404, 'DeliveryNotFound');
      // As the server: an edit based on an older version answers 412.
      if (headers.get('if-match') !== `"${landing.version}"`)
        return problem(412, 'LandingUpdatedConflict');
      const parsed = landingSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      Object.assign(landing, parsed.data, { version: landing.version + 1 });
      return { status: 200, body: { id: landing.id, version: landing.version } };
    }
    if (path.endsWith('/stack-tags') && method === 'POST') {
      const parsed = stackTagOrderSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      const target = list.deliveries.find((d) => path.includes(d.id))!;
      target.stackTags = {
        status: 'Ordered',
        ...parsed.data,
        orderedAt: '2026-11-26T09:00:00.000Z',
        expectedBy: '2026-12-03',
      };
      return { status: 201, body: { id: target.id } };
    }
    const assortmentPut = /\/assortments\/([0-9a-f-]{36})$/.exec(path);
    if (assortmentPut && method === 'PUT') {
      const found = detail.landings
        .flatMap((l) => l.assortments)
        .find((a) => a.id === assortmentPut[1]);
      if (!found) return problem(404, 'AssortmentNotFound');
      const parsed = landingAssortmentSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      // As the server: the felling week of an added assortment stays.
      if (parsed.data.fellingWeek !== found.fellingWeek) return problem(409, 'FellingWeekConflict');
      Object.assign(found, parsed.data);
      return { status: 200, body: { id: found.id } };
    }
    if (path.endsWith('/assortments') && method === 'POST') {
      const parsed = landingAssortmentSchema.safeParse(body);
      if (!parsed.success)
        return problem(400, 'validation', fieldErrorsFromIssues(parsed.error.issues));
      return problem(409, 'StackTagsPending');
    }
    if (path.startsWith(`${root}/deliveries/`) && method === 'GET')
      return problem(404, 'DeliveryNotFound');
    return problem(404, 'notFound');
  };

  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (!url.pathname.startsWith(root)) return original(input, init);
    calls.push({ method, path: url.pathname, body });
    const out = answer(method, url.pathname, body, new Headers(init?.headers));
    return new Response(out.body === undefined ? null : JSON.stringify(out.body), {
      status: out.status,
      headers: {
        'content-type': out.status >= 400 ? 'application/problem+json' : 'application/json',
      },
    });
  };
  return fake;
}

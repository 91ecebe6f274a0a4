import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import {
  deliveryMonthsSchema,
  type DeliveriesAnswer,
  type DeliveryDetail,
  type DeliverySummary,
} from '../../shared/contracts/timber-deliveries.ts';
import {
  eudrGeoJson,
  ringsHectares,
} from '../../shared/contracts/timber-deliveries/originGeometry.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { norrskogenBorder } from '../../shared/contracts/timber-deliveries/testing.ts';
import { timberDeliveriesRoutes } from '../../shared/contracts/timber-deliveries/routes.ts';
import { mapOverlayRoutes } from '../../shared/contracts/map-overlays/routes.ts';
import { mapOverlayProblems } from '../../shared/contracts/map-overlays/problems.ts';
import { fakeMapOverlayHandlers } from '../../shared/map/leaflet/testing/fakeData.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { queryByRole, spaces, waitFor } from '../../shared/testing/dom.ts';
import { elementPerTest } from '../../shared/testing/element.ts';
import { installFakeApi, problem } from '../../shared/testing/fakeApi.ts';
import type { HarnessOptions } from '../../shared/testing/testBridge.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { demoHarnessOptions, type DemoChoice } from '../../tests/harness/profiles.ts';

/**
 * The timber deliveries element's test support: Anna's agreement with an ongoing, a draft
 * and a closed notification, a stand-in for /api/v1/timber-deliveries made from its route
 * table (the rules themselves are tested on the real database in server/timber-deliveries),
 * and the element on a page of its own.
 */

/**
 * The seeded assortment's felling week: week 46 of this year, so that its label stays
 * "v. 46" (the year is shown only for another year's week) whatever year the tests run.
 */
export const fakeFellingWeek = `${todayInSweden().slice(0, 4)}-W46`;

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
        geometry: norrskogenBorder,
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

/** What a test changes of the fake's answers while it runs. */
interface DeliveriesState {
  /** The delivery months call answers 500 while set (the §8 message). */
  failMonths: boolean;
  /** While set, the ongoing delivery's origin is open to editing and saving it answers this code. */
  refuseOrigin: string | null;
  /** The ongoing delivery's origin is open to editing (not yet notified). */
  originOpen: boolean;
  /** Changes to the ongoing delivery's summary in its detail (a pending order, a review). */
  ongoing: Partial<DeliverySummary>;
  /**
   * The ongoing delivery as the fake holds it: a test changes it as another tab or the
   * cooperative would (a landing added, a landing saved elsewhere: its version moves on).
   */
  detail: DeliveryDetail;
}

export type FakeDeliveriesApi = ReturnType<typeof installFakeDeliveriesApi>;

export function installFakeDeliveriesApi() {
  const list = demoList();
  const state: DeliveriesState = {
    failMonths: false,
    refuseOrigin: null,
    originOpen: false,
    ongoing: {},
    detail: demoDetail(),
  };
  /** The ongoing delivery, the only one the fake holds in detail. */
  const ongoing = (deliveryId: string) => {
    if (deliveryId !== ids.ongoing) throw problem('DeliveryNotFound');
    return state.detail;
  };
  const assortments = () => state.detail.landings.flatMap((l) => l.assortments);

  const api = installFakeApi(
    { ...timberDeliveriesRoutes, ...mapOverlayRoutes },
    {
      ...fakeMapOverlayHandlers(),
      listDeliveryMonths: ({ params }) => {
        if (params.agreementId !== ids.agreement) return problem('notFound');
        return state.failMonths ? problem('internal') : demoMonths();
      },
      listDeliveries: ({ params }) =>
        params.agreementId === ids.agreement ? list : problem('notFound'),
      getDelivery: ({ params }) => {
        const detail = ongoing(params.deliveryId);
        return {
          ...detail,
          delivery: { ...detail.delivery, ...state.ongoing },
          declaration: declarationOf(detail),
          ...(state.refuseOrigin || state.originOpen ? { originLocked: false } : {}),
        };
      },
      completeDelivery: ({ params }) => ({ id: ongoing(params.deliveryId).delivery.id }),
      saveOriginAreas: ({ params, body }) => {
        if (state.refuseOrigin) return problem(state.refuseOrigin);
        const detail = ongoing(params.deliveryId);
        if (!state.originOpen) return problem('OriginLocked');
        // As the server: the areas replace the old ones and the cooperative's review opens.
        detail.eudrVolume = body.eudrVolume;
        detail.originAreas = body.areas.map((area, i) => ({
          id: `00000000-0000-4000-8000-0000000f03${String(i).padStart(2, '0')}`,
          geometry: area.geometry,
          compartmentIds: area.compartmentIds,
          hectares: Math.round(ringsHectares(area.geometry.coordinates) * 100) / 100,
        }));
        // A returned review's state and note give way to the new review.
        detail.delivery = { ...detail.delivery, eudrStatus: 'InReview' };
        state.ongoing = { ...state.ongoing, eudrStatus: 'InReview' };
        detail.originReturnNote = null;
        return { id: ids.ongoing };
      },
      updateLanding: ({ params, body, call }) => {
        const landing = ongoing(params.deliveryId).landings.find((l) => l.id === params.landingId);
        if (!landing) return problem('DeliveryNotFound');
        // As the server: an edit based on an older version answers 412.
        if (call.ifMatch !== `"${landing.version}"`) return problem('LandingUpdatedConflict');
        Object.assign(landing, body, { version: landing.version + 1 });
        return { id: landing.id, version: landing.version };
      },
      orderStackTags: ({ params, body }) => {
        const target = list.deliveries.find((d) => d.id === params.deliveryId)!;
        target.stackTags = {
          status: 'Ordered',
          ...body,
          orderedAt: '2026-11-26T09:00:00.000Z',
          expectedBy: '2026-12-03',
        };
        return { id: target.id };
      },
      updateAssortment: ({ params, body }) => {
        const found = assortments().find((a) => a.id === params.assortmentId);
        if (!found) return problem('AssortmentNotFound');
        // As the server: the felling week of an added assortment stays.
        if (body.fellingWeek !== found.fellingWeek) return problem('FellingWeekConflict');
        Object.assign(found, body);
        return { id: found.id };
      },
      addAssortment: () => problem('StackTagsPending'),
    },
    { problems: [timberDeliveriesProblems, timberProblems, mapOverlayProblems] },
  );
  // The state itself is the fake a test holds: what it sets there, the handlers read.
  return Object.assign(state, api, {
    /** The calls of the deliveries API (the map's layer calls left out). */
    deliveryCalls: () =>
      api.calls.filter((call) => Object.hasOwn(timberDeliveriesRoutes, call.route)),
  });
}

export const base = `/skogsgardens-affarer/leveransvirke/avtal/${ids.agreement}/anmalan/`;
export { spaces };

/** The demo's flags of this page: v3 deliveries and the EUDR origin on. */
export const demoDeliveryFlags = ['TimberManagerViol3', 'TimberManagerViol3Delivery', 'Eudr'];

const element = {
  name: timberDeliveriesElement.element,
  define: () => import('./index.tsx'),
};

/**
 * The element on a page of its own, for a describe block: Anna (the demo's flags), the fake
 * deliveries api and the page's real stylesheets (the map's size, the phone layout), so the
 * real Leaflet map draws what a member sees. `harnessOptions`: more of the bridge's options
 * (the page's own address following the element's, `addressBar`); `setUp(harness)` for
 * someone else.
 */
export function deliveriesElement(
  choice: DemoChoice = { person: 'anna', flags: demoDeliveryFlags },
  harnessOptions: Partial<HarnessOptions> = {},
) {
  const chosen = { ...demoHarnessOptions(choice), ...harnessOptions };
  const page = elementPerTest(element, (harness: HarnessOptions = chosen) => {
    if (!document.querySelector('link[href="/host/styles.css"]')) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = '/host/styles.css';
      document.head.append(link);
    }
    return { harness, api: installFakeDeliveriesApi() };
  });
  const mount = page.open;
  const text = () => spaces(page.root()?.textContent ?? '');
  return Object.assign(page, {
    /** Opens the element at a path under the agreement's deliveries. */
    open: (path: string) => mount(`${base}${path}`),
    /** Opens the element at a path and waits until it shows `ready`. */
    async openShowing(path: string, ready: string) {
      mount(`${base}${path}`);
      await waitFor(() => assert(text().includes(ready), text()));
      return page.root();
    },
    text,
    /** Checks that no button of that name is offered. */
    gone: (name: string) => equal(queryByRole(page.root(), 'button', name), null, name),
  });
}

/**
 * A mouse drag as Leaflet's Draggable reads it (the events bubble from the handle to the
 * page): a geoman corner handle or a draggable marker, moved dx, dy screen pixels.
 */
export async function drag(handle: Element, dx: number, dy: number): Promise<void> {
  const box = handle.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    bubbles: true,
    cancelable: true,
    button: 0,
    clientX: box.left + box.width / 2 + x,
    clientY: box.top + box.height / 2 + y,
  });
  handle.dispatchEvent(new MouseEvent('mousedown', at(0, 0)));
  for (let step = 1; step <= 5; step++) {
    handle.dispatchEvent(new MouseEvent('mousemove', at((dx * step) / 5, (dy * step) / 5)));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  handle.dispatchEvent(new MouseEvent('mouseup', at(dx, dy)));
}

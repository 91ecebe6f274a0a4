import {
  activityCategoryOf,
  type Activity,
  type ActivityRequest,
  type Compartment,
  type MyMapOverview,
  type Note,
  type NoteRequest,
  type Plan,
} from '../../shared/contracts/my-map.ts';
import { myMapElement } from '../../shared/contracts/my-map/element.ts';
import { base64Bytes, imageInfo } from '../../shared/contracts/my-map/noteImages.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import { myMapRoutes } from '../../shared/contracts/my-map/routes.ts';
import type { Calculation, Calculations } from '../../shared/contracts/my-map/calculations.ts';
import { mapOverlayProblems } from '../../shared/contracts/map-overlays/problems.ts';
import { mapOverlayRoutes } from '../../shared/contracts/map-overlays/routes.ts';
import {
  fakeLayerList,
  fakeMapOverlayHandlers,
} from '../../shared/map/leaflet/testing/fakeData.ts';
import { present } from '../../shared/testing/assert.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { elementPerTest } from '../../shared/testing/element.ts';
import { getByRole } from '../../shared/ui/testing/dom.ts';
import { installFakeApi, problem, reply } from '../../shared/testing/fakeApi.ts';
import { addDays, todayInSweden } from '../../shared/time/index.ts';
import { demoHarnessOptions } from '../../tests/harness/profiles.ts';

/**
 * My map's test support: a small plan, its activities and notes, a stand-in for the my-map
 * and map overlay calls made from their route tables (the real server is tested in
 * server/my-map), the element per test, and the form helpers its tests share.
 */

/** A small plan near Växjö for the element's tests: three compartments in a row. */
export const planId = '11111111-1111-4111-8111-111111111111';
const estateId = '22222222-2222-4222-8222-222222222222';
export const compartmentIds = [
  'c0000000-0000-4000-8000-000000000001',
  'c0000000-0000-4000-8000-000000000002',
  'c0000000-0000-4000-8000-000000000003',
];

const box = (i: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [479_000 + i * 200, 6_305_000],
      [479_200 + i * 200, 6_305_000],
      [479_200 + i * 200, 6_305_200],
      [479_000 + i * 200, 6_305_200],
      [479_000 + i * 200, 6_305_000],
    ] as [number, number][],
  ],
});

export const fakeCompartment = (i: number): Compartment => ({
  id: compartmentIds[i]!,
  number: String(i + 1),
  areaHa: 4,
  age: [4, 45, 85][i]!,
  maturityClass: (['K2', 'G2', 'S2'] as const)[i]!,
  volumeM3sk: [0, 720, 1080][i]!,
  sprucePercent: 70,
  pinePercent: 20,
  deciduousPercent: 10,
  targetClass: 'PG',
  siteIndex: 'G28',
  volumeM3skPerHa: [0, 180, 270][i]!,
  growthM3skPerHaYear: 6.5,
  diameterCm: 22,
  heightM: 18.5,
  basalAreaM2PerHa: 24,
  managementClass: 'clearcut',
  soilMoisture: 'mesic',
  waterTargetClass: i === 2 ? 'VF' : null,
  comment: '',
  editedByOwner: false,
});

export const fakePlan = (checkedOut = false, tooOld = false): Plan => ({
  id: planId,
  estateId,
  estateDesignation: 'Norrskogen 1:4',
  planDate: tooOld ? '2014-04-15' : '2021-04-15',
  checkedOut,
  tooOld,
  totalAreaHa: 12,
  extent: { minE: 479_000, minN: 6_305_000, maxE: 479_600, maxN: 6_305_200 },
  compartments: [0, 1, 2].map((i) => {
    const c = fakeCompartment(i);
    return {
      id: c.id,
      number: c.number,
      areaHa: c.areaHa,
      age: c.age,
      maturityClass: c.maturityClass,
      volumeM3sk: c.volumeM3sk,
      sprucePercent: c.sprucePercent,
      pinePercent: c.pinePercent,
      deciduousPercent: c.deciduousPercent,
      targetClass: c.targetClass,
    };
  }),
});

export const fakeActivities: Activity[] = [
  {
    id: 'a1',
    compartmentId: compartmentIds[1]!,
    compartmentNumber: '2',
    status: 'proposed',
    role: 'Huvudatgard',
    type: 'Gallring',
    category: 'harvest',
    performer: 'Cooperative',
    startYear: 2028,
    endYear: 2029,
    harvestVolume: 150,
    unit: 'm3fub',
    note: '',
    dateDone: null,
    speciesShares: [],
    slopePercent: null,
    slopeLengthM: null,
    warnings: [],
  },
  {
    id: 'a2',
    compartmentId: compartmentIds[0]!,
    compartmentNumber: '1',
    status: 'performed',
    role: 'Huvudatgard',
    type: 'Rojning',
    category: 'tending',
    performer: 'Skogsagaren',
    startYear: 2023,
    endYear: 2023,
    harvestVolume: null,
    unit: null,
    note: '',
    dateDone: '2023-05-15',
    speciesShares: [{ species: 'spruce', percent: 100 }],
    slopePercent: null,
    slopeLengthM: null,
    warnings: [],
  },
];

/** A 2 × 2 PNG, what the note image route answers. */
export const fakePngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4AWOsAAIGIGBigAIAHUYB5EJhtKUAAAAASUVORK5CYII=';

export const fakeNotes: Note[] = [
  {
    id: 'n1',
    estateId,
    estateDesignation: 'Norrskogen 1:4',
    type: 'Windthrow',
    comment: 'Stormfällt.',
    status: 'Active',
    numberOfTrees: 30,
    volumeM3skPerHa: 12,
    mainTreeSpecies: 'spruce',
    forestType: 'FinalFelling',
    executedBy: null,
    executedDate: null,
    // Two weeks old whenever the tests run, so the display filters keep it (n2 is years old).
    createdAt: addDays(todayInSweden(), -16),
    position: { n: 6_305_100, e: 479_100 },
    salvageDuty: true,
    images: [
      {
        id: 'img-1',
        contentType: 'image/png',
        width: 2,
        height: 2,
        bytes: 70,
        description: 'Stormfällda granar mot vägen.',
      },
    ],
  },
  {
    id: 'n2',
    estateId,
    estateDesignation: 'Norrskogen 1:4',
    type: 'Memo',
    comment: 'Jaktpass.',
    status: 'Active',
    numberOfTrees: null,
    volumeM3skPerHa: null,
    mainTreeSpecies: null,
    forestType: null,
    executedBy: null,
    executedDate: null,
    createdAt: '2024-05-20',
    position: { n: 6_305_100, e: 479_300 },
    salvageDuty: false,
    images: [],
  },
];

/** What a finished report calculation answers. */
export const fakeReport = {
  calculatedOn: '2026-11-26',
  areaHa: 12,
  volumeM3sk: 1800,
  growthM3skPerYear: 78,
  maturityClassAreas: [
    { maturityClass: 'K2', areaHa: 4 },
    { maturityClass: 'G2', areaHa: 4 },
    { maturityClass: 'S2', areaHa: 4 },
  ],
  proposedHarvestM3sk: 150,
  proposedActivities: 1,
};

export interface FakeMyMapOptions {
  withPlan?: boolean;
  checkedOut?: boolean;
  tooOld?: boolean;
  /** The report may be calculated (none yet today); it may not by default. */
  reportAvailable?: boolean;
  /** Why an adviser is needed (§9); none by default. */
  adviser?: MyMapOverview['adviser'];
}
export type FakeMyMapApi = ReturnType<typeof installFakeMyMapApi>;

/**
 * The my-map calls and the map's layers answered from the data above. Activities and notes
 * are this fake's own copies: a save, change or delete shows in the next list.
 */
export function installFakeMyMapApi(options: FakeMyMapOptions = {}) {
  const withPlan = options.withPlan ?? true;
  const activities: Activity[] = structuredClone(fakeActivities);
  const notes: Note[] = structuredClone(fakeNotes);
  let uploads = 0;
  const calculations: Calculations = {
    projection: { available: true, nextSeason: '2027-05-01', projectedTo: null },
    report: { available: options.reportAvailable ?? false },
    calculations: [],
  };
  const overview: MyMapOverview = {
    plans: withPlan
      ? [
          {
            id: planId,
            estateId,
            estateDesignation: 'Norrskogen 1:4',
            planDate: '2021-04-15',
            checkedOut: options.checkedOut ?? false,
            tooOld: false,
          },
        ]
      : [],
    estates: [
      {
        id: estateId,
        designation: withPlan ? 'Norrskogen 1:4' : 'Björkås 2:7',
        hasPlan: withPlan,
        extent: { minE: 479_000, minN: 6_305_000, maxE: 479_600, maxN: 6_305_200 },
      },
    ],
    adviser: options.adviser ?? { abroad: false, largeEstatesWithoutPlan: [] },
  };
  /** An activity as the server answers a request: its compartment's number, its category. */
  const activityOf = (body: ActivityRequest, id: string): Activity =>
    ({
      ...body,
      id,
      compartmentNumber: String(compartmentIds.indexOf(body.compartmentId) + 1),
      category: activityCategoryOf[body.type],
      warnings: [],
    }) as Activity;
  const plan = (planIdAsked: string) => {
    if (planIdAsked !== planId) throw problem('PlanNotFound');
  };
  const compartment = (params: { planId: string; compartmentId: string }) => {
    plan(params.planId);
    const at = compartmentIds.indexOf(params.compartmentId);
    if (at < 0) throw problem('CompartmentNotFound');
    return fakeCompartment(at);
  };
  const activityAt = (activityId: string) => {
    const at = activities.findIndex((a) => a.id === activityId);
    if (at < 0) throw problem('ActivityNotFound');
    return at;
  };
  const noteAt = (noteId: string) => {
    const at = notes.findIndex((n) => n.id === noteId);
    if (at < 0) throw problem('NoteNotFound');
    return at;
  };
  /** A note with a request's values; its images as the upload answered them. */
  const noteWith = (note: Note, body: NoteRequest): Note => ({
    ...note,
    ...body,
    images: body.images.map((image) => ({
      ...image,
      contentType: 'image/jpeg' as const,
      width: 1,
      height: 1,
      bytes: 1,
    })),
  });
  /** A calculation just started, in progress. */
  const started = (id: string, kind: Calculation['kind']): Calculation => ({
    id,
    kind,
    state: 'inProgress',
    createdAt: '2026-11-26T10:00:00Z',
    finishedAt: null,
    projection: null,
    report: null,
  });
  // The compartments and notes layers are shown at once; the notes layer draws the notes at
  // their positions (a click on one selects it).
  const overlays = fakeMapOverlayHandlers(
    {
      ...fakeLayerList,
      layers: fakeLayerList.layers.map((l) =>
        l.id === 'compartments' || l.id === 'notes' ? { ...l, visibleByDefault: true } : l,
      ),
    },
    (layer) =>
      layer === 'notes'
        ? notes.map((n) => ({
            id: n.id,
            geometry: { type: 'Point', coordinates: [n.position.e, n.position.n] },
            properties: {
              estateId: n.estateId,
              type: n.type,
              comment: n.comment,
              status: n.status,
              createdAt: n.createdAt,
              numberOfTrees: n.numberOfTrees,
              mainTreeSpecies: n.mainTreeSpecies,
              forestType: n.forestType,
              executedBy: n.executedBy,
              executedDate: n.executedDate,
            },
          }))
        : [],
  );

  const api = installFakeApi(
    { ...myMapRoutes, ...mapOverlayRoutes },
    {
      ...overlays,
      getOverview: () => overview,
      getPlan: ({ params }) => {
        plan(params.planId);
        return fakePlan(options.checkedOut, options.tooOld);
      },
      getPlanGeometry: ({ params }) => {
        plan(params.planId);
        return {
          features: [0, 1, 2].map((i) => ({
            id: compartmentIds[i]!,
            geometry: box(i),
            properties: {
              estateId,
              estateDesignation: 'Norrskogen 1:4',
              number: String(i + 1),
              areaHa: 4,
              sprucePercent: 70,
              pinePercent: 20,
              deciduousPercent: 10,
              dominantSpecies: 'spruce' as const,
              age: 40,
              volumeM3sk: 700,
              volumeM3skPerHa: 175,
              siteIndex: 'G28',
              maturityClass: 'G2' as const,
              targetClass: 'PG' as const,
            },
          })),
        };
      },
      getCompartment: ({ params }) => compartment(params),
      editCompartment: ({ params, body }) => ({ ...compartment(params), ...body }),
      commentCompartment: ({ params, body }) => ({ ...compartment(params), ...body }),
      listActivities: ({ params }) => {
        plan(params.planId);
        return { activities };
      },
      createActivity: ({ body }) => {
        const created = activityOf(body, `a${activities.length + 1}`);
        activities.push(created);
        return created;
      },
      updateActivity: ({ params, body }) => {
        const at = activityAt(params.activityId);
        activities[at] = activityOf(body, params.activityId);
        return activities[at];
      },
      deleteActivity: ({ params }) => void activities.splice(activityAt(params.activityId), 1),
      listNotes: () => ({ notes }),
      createNote: ({ body }) => {
        const note: Note = {
          ...noteWith(fakeNotes[1]!, body),
          status: 'Active',
          id: 'n-new',
          createdAt: '2026-11-26',
          salvageDuty: false,
        };
        notes.push(note);
        return note;
      },
      updateNote: ({ params, body }) => noteWith(notes[noteAt(params.noteId)]!, body),
      markNoteDone: ({ params, body }) => ({
        ...notes[noteAt(params.noteId)]!,
        ...body,
        status: 'Executed' as const,
      }),
      deleteNote: ({ params }) => void notes.splice(noteAt(params.noteId), 1),
      uploadNoteImage: ({ body }) => {
        const info = imageInfo(base64Bytes(body.data));
        if (!info) return problem('validation');
        return {
          id: `img-new-${++uploads}`,
          contentType: info.type,
          width: info.width,
          height: info.height,
          bytes: base64Bytes(body.data).length,
          description: '',
        };
      },
      getNoteImage: () =>
        reply(new Blob([base64Bytes(fakePngBase64)]), {
          headers: { 'Content-Type': 'image/png' },
        }),
      getPlanPdf: () =>
        reply(new Blob(['%PDF-1.4 fake']), {
          headers: {
            'Content-Type': 'application/pdf',
            'x-filename': 'skogsbruksplan-Norrskogen-1-4.pdf',
          },
        }),
      listCalculations: () => {
        // A started projection is in progress on the first look, completed on the next.
        const answer = { ...calculations, calculations: [...calculations.calculations] };
        calculations.calculations = calculations.calculations.map((c) =>
          c.state === 'inProgress'
            ? {
                ...c,
                state: 'completed',
                finishedAt: '2026-11-26T10:00:05Z',
                ...(c.kind === 'projection'
                  ? { projection: { projectedTo: '2027-05-01', seasons: 7, compartments: 3 } }
                  : { report: fakeReport }),
              }
            : c,
        );
        if (answer.calculations.every((c) => c.kind !== 'projection' || c.state !== 'inProgress')) {
          answer.projection = {
            ...answer.projection,
            projectedTo: answer.calculations.some((c) => c.kind === 'projection')
              ? '2027-05-01'
              : null,
          };
        }
        return answer;
      },
      startProjection: () => {
        const calculation = started('calc-1', 'projection');
        calculations.calculations = [calculation, ...calculations.calculations];
        return calculation;
      },
      startReportCalculation: () => {
        // Once a day: a report started today is the last until tomorrow.
        if (!calculations.report.available) return problem('ReportCalculationDisabled');
        const calculation = started('calc-r1', 'report');
        calculations.report = { available: false };
        calculations.calculations = [calculation, ...calculations.calculations];
        return calculation;
      },
    },
    { problems: [myMapProblems, mapOverlayProblems] },
  );
  return api;
}

/** The element's tests: its base path and the flags that show every screen. */
export const base = '/min-skog/min-karta';
export const flags = [
  'MyMapActivities',
  'MyMapCompartmentEdit',
  'MyMapCompartmentComment',
  'MapNotes',
  'MyMapManagePlan',
  'MyMapProjection',
  'MyMapReportCalculation',
  'MyMapCycle',
];

/** Presses the button named `button` (once it is there) and waits for the dialog it opens. */
export async function openDialog(root: HTMLElement, button: string): Promise<HTMLElement> {
  (await waitFor(() => getByRole(root, 'button', button))).click();
  return waitFor(() => present(root.querySelector<HTMLElement>('dialog[open]'), 'the dialog'));
}

/** The control a visible label names, and a value typed or chosen in it (the forms' test kit). */
export { byLabel, setValue } from '../../shared/testing/form.ts';

const element = { name: myMapElement.element, define: () => import('./index.tsx') };

/**
 * My map for each test: Anna with every flag of my map but those `off`, on the fake above
 * (`setUp(options, off)` for another).
 */
export const myMapPerTest = () =>
  elementPerTest(element, (options: FakeMyMapOptions = {}, off: readonly string[] = []) => ({
    harness: demoHarnessOptions({
      person: 'anna',
      flags: flags.filter((name) => !off.includes(name)),
    }),
    api: installFakeMyMapApi(options),
  }));

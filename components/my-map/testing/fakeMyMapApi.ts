import {
  activityCategoryOf,
  type Activity,
  type ActivityRequest,
  type Compartment,
  type MyMapOverview,
  type Note,
  type NoteRequest,
  type Plan,
} from '../../../shared/contracts/my-map.ts';
import {
  base64Bytes,
  imageInfo,
  type NoteImageUpload,
} from '../../../shared/contracts/my-map/noteImages.ts';
import type { Calculation, Calculations } from '../../../shared/contracts/my-map/calculations.ts';
import { addDays, todayInSweden } from '../../../shared/time/index.ts';
import { fakeLayerList } from '../../../shared/map/leaflet/testing/fakeData.ts';

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

export interface Sent {
  url: string;
  method: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

/**
 * A fetch answering the my-map calls and the map's layer list from the data above; `sent`
 * collects every request; `override` answers a call first (a failure, a 201). Activities and
 * notes are this fake's own copies: a save, change or delete shows in the next list.
 */
export function fakeMyMapFetch(
  options: {
    withPlan?: boolean;
    checkedOut?: boolean;
    tooOld?: boolean;
    /** The report may be calculated (none yet today); it may not by default. */
    reportAvailable?: boolean;
    /** Why an adviser is needed (§9); none by default. */
    adviser?: MyMapOverview['adviser'];
  } = {},
) {
  const sent: Sent[] = [];
  const withPlan = options.withPlan ?? true;
  let override: ((s: Sent) => Response | null) | null = null;
  const activities: Activity[] = structuredClone(fakeActivities);
  const notes: Note[] = structuredClone(fakeNotes);
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
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x.invalid/');
    const request: Sent = {
      url: url.pathname + url.search,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    sent.push(request);
    const special = override?.(request);
    if (special) return special;
    const path = url.pathname;
    if (path.endsWith('/api/v1/map/layers'))
      return json({
        ...fakeLayerList,
        layers: fakeLayerList.layers.map((l) =>
          l.id === 'compartments' || l.id === 'notes' ? { ...l, visibleByDefault: true } : l,
        ),
      });
    if (path.includes('/api/v1/map/overlays/')) {
      const layer = path.split('/').pop();
      return json({
        type: 'FeatureCollection',
        layer,
        crs: { type: 'name', properties: { name: 'EPSG:3006' } },
        // The notes layer draws the notes at their positions (a click on one selects it).
        features:
          layer === 'notes'
            ? notes.map((n) => ({
                type: 'Feature',
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
      });
    }
    if (path.endsWith('/api/v1/my-map')) return json(overview);
    if (path.endsWith(`/plans/${planId}`))
      return json(fakePlan(options.checkedOut, options.tooOld));
    if (path.endsWith(`/plans/${planId}/geometry`))
      return json({
        features: [0, 1, 2].map((i) => ({
          id: compartmentIds[i],
          geometry: box(i),
          properties: {
            estateId,
            estateDesignation: 'Norrskogen 1:4',
            number: String(i + 1),
            areaHa: 4,
            sprucePercent: 70,
            pinePercent: 20,
            deciduousPercent: 10,
            dominantSpecies: 'spruce',
            age: 40,
            volumeM3sk: 700,
            volumeM3skPerHa: 175,
            siteIndex: 'G28',
            maturityClass: 'G2',
            targetClass: 'PG',
          },
        })),
      });
    const compartment = compartmentIds.findIndex((id) => path.includes(`/compartments/${id}`));
    if (compartment >= 0)
      return json({ ...fakeCompartment(compartment), ...(request.body as object | null) });
    if (path.endsWith('/activities') && request.method === 'GET') return json({ activities });
    if (path.endsWith('/activities') && request.method === 'POST') {
      const created = activityOf(request.body as ActivityRequest, `a${activities.length + 1}`);
      activities.push(created);
      return json(created, 201);
    }
    const activityCall = /\/activities\/([^/]+)$/.exec(path);
    const activityAt = activities.findIndex((a) => a.id === activityCall?.[1]);
    if (activityCall && activityAt >= 0) {
      if (request.method === 'DELETE') {
        activities.splice(activityAt, 1);
        return new Response(null, { status: 204 });
      }
      if (request.method === 'PUT') {
        activities[activityAt] = activityOf(request.body as ActivityRequest, activityCall[1]!);
        return json(activities[activityAt]);
      }
    }
    const noteCall = /\/api\/v1\/my-map\/notes\/([^/]+)(\/done)?$/.exec(path);
    const noteAt = notes.findIndex((n) => n.id === noteCall?.[1]);
    const known = notes[noteAt];
    if (noteCall && known) {
      if (request.method === 'DELETE') {
        notes.splice(noteAt, 1);
        return new Response(null, { status: 204 });
      }
      if (noteCall[2]) return json({ ...known, ...(request.body as object), status: 'Executed' });
      if (request.method === 'PUT') return json({ ...known, ...(request.body as object) });
    }
    if (path.endsWith('/api/v1/my-map/notes') && request.method === 'POST') {
      const body = request.body as NoteRequest;
      const note: Note = {
        ...fakeNotes[1]!,
        ...body,
        status: 'Active',
        id: 'n-new',
        createdAt: '2026-11-26',
        salvageDuty: false,
        images: body.images.map((image) => ({
          ...image,
          contentType: 'image/jpeg' as const,
          width: 1,
          height: 1,
          bytes: 1,
        })),
      };
      notes.push(note);
      return json(note, 201);
    }
    if (path.endsWith('/api/v1/my-map/notes')) return json({ notes });
    if (path.endsWith('/api/v1/my-map/note-images') && request.method === 'POST') {
      const body = request.body as NoteImageUpload;
      const info = imageInfo(base64Bytes(body.data));
      if (!info) return json({ type: 'validation', status: 400 }, 400);
      return json(
        {
          id: `img-new-${sent.filter((s) => s.url === request.url).length}`,
          contentType: info.type,
          width: info.width,
          height: info.height,
          bytes: base64Bytes(body.data).length,
          description: '',
        },
        201,
      );
    }
    if (path.includes('/api/v1/my-map/note-images/'))
      return new Response(new Blob([base64Bytes(fakePngBase64)]), {
        headers: { 'Content-Type': 'image/png' },
      });
    if (path.endsWith(`/plans/${planId}/pdf`))
      return new Response(new Blob(['%PDF-1.4 fake']), {
        headers: {
          'Content-Type': 'application/pdf',
          'x-filename': 'skogsbruksplan-Norrskogen-1-4.pdf',
        },
      });
    if (path.endsWith(`/plans/${planId}/calculations`) && request.method === 'GET') {
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
      return json(answer);
    }
    if (path.endsWith(`/plans/${planId}/projection`) && request.method === 'POST') {
      const started: Calculation = {
        id: 'calc-1',
        kind: 'projection',
        state: 'inProgress',
        createdAt: '2026-11-26T10:00:00Z',
        finishedAt: null,
        projection: null,
        report: null,
      };
      calculations.calculations = [started, ...calculations.calculations];
      return json(started, 202);
    }
    if (path.endsWith(`/plans/${planId}/report-calculation`) && request.method === 'POST') {
      // Once a day: a report started today is the last until tomorrow.
      if (!calculations.report.available)
        return json({ type: 'ReportCalculationDisabled', status: 409 }, 409);
      const started: Calculation = {
        id: 'calc-r1',
        kind: 'report',
        state: 'inProgress',
        createdAt: '2026-11-26T10:00:00Z',
        finishedAt: null,
        projection: null,
        report: null,
      };
      calculations.report = { available: false };
      calculations.calculations = [started, ...calculations.calculations];
      return json(started, 202);
    }
    return json({ type: 'notFound', title: 'Det du söker finns inte.', status: 404 }, 404);
  };
  /** An activity as the server answers a request: its compartment's number, its category. */
  function activityOf(body: ActivityRequest, id: string): Activity {
    return {
      ...body,
      id,
      compartmentNumber: String(compartmentIds.indexOf(body.compartmentId) + 1),
      category: activityCategoryOf[body.type],
      warnings: [],
    } as Activity;
  }
  return {
    fetch,
    sent,
    answerFirst(fn: (s: Sent) => Response | null) {
      override = fn;
    },
  };
}

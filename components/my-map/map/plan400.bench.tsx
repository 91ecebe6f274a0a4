// Benchmark (not a test; CI's browser-test glob does not pick it up): my map drawing a plan
// of 400 compartments in Chromium, as the member sees it. The element runs against the test
// fake's API with the plan grown to a 20 × 20 grid of 1 ha compartments (2 × 2 km, each
// boundary digitised with 161 vertices) whose geometry call honours the bbox as the server does; each run mounts the element afresh
// (map chunk and Leaflet cached after the first) and times
//   list: mount until the compartment table has its 400 rows;
//   map: mount until the compartments of the first view (the whole plan) are drawn;
//   select: a click on a compartment in the list until its heading shows and the map has
//           outlined it (the map zooms to it and asks again for that view only).
//
//   npx wtr --files components/my-map/map/plan400.bench.tsx
// (React's development build, as in the browser tests: a production page is faster.)
import { describe, it } from '../../../shared/testing/mocha.ts';
import { assert, present } from '../../../shared/testing/assert.ts';
import { getByRole } from '../../../shared/ui/testing/dom.ts';
import { waitFor } from '../../../shared/testing/dom.ts';
import { compartmentsAtZoom, parseZoom } from '../../../shared/contracts/my-map/byZoom.ts';
import { base, fakeCompartment, fakePlan, myMapPerTest, planId } from '../testing.ts';

/** The zoom rule (byZoom.ts) as the server applies it; false measures without it. */
const thinByZoom = true;
const count = 400;
const side = 20;
const runs = 5;
const west = 479_000;
const south = 6_305_000;
const idOf = (i: number) => `c0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
const squareOf = (i: number) => {
  const e = west + (i % side) * 100;
  const n = south + Math.floor(i / side) * 100;
  return { e, n };
};

const summary = (i: number) => ({
  ...fakePlan().compartments[i % 3]!,
  id: idOf(i),
  number: String(i + 1),
  areaHa: 1,
});
const plan = {
  ...fakePlan(),
  totalAreaHa: count,
  extent: { minE: west, minN: south, maxE: west + side * 100, maxN: south + side * 100 },
  compartments: Array.from({ length: count }, (_, i) => summary(i)),
};
/**
 * A digitised boundary, as a plan's compartments have: a vertex every 2.5 m, off the straight
 * line by up to 1.5 m. The offset depends on the position only, so neighbours share edges.
 */
const vertexStepM = 2.5;
const wiggle = (along: number, across: number) => 1.5 * Math.sin(along * 0.37 + across * 0.11);
function boundary(e: number, n: number): [number, number][] {
  const steps = 100 / vertexStepM;
  const ring: [number, number][] = [];
  const at = (k: number) => k * vertexStepM;
  for (let k = 0; k < steps; k++) ring.push([e + at(k), n + wiggle(e + at(k), n)]);
  for (let k = 0; k < steps; k++) ring.push([e + 100 + wiggle(n + at(k), e + 100), n + at(k)]);
  for (let k = steps; k > 0; k--) ring.push([e + at(k), n + 100 + wiggle(e + at(k), n + 100)]);
  for (let k = steps; k > 0; k--) ring.push([e + wiggle(n + at(k), e), n + at(k)]);
  ring.push(ring[0]!);
  return ring;
}
const feature = (i: number) => {
  const { e, n } = squareOf(i);
  return {
    id: idOf(i),
    geometry: { type: 'Polygon' as const, coordinates: [boundary(e, n)] },
    properties: {
      estateId: plan.estateId,
      estateDesignation: plan.estateDesignation,
      number: String(i + 1),
      areaHa: 1,
      sprucePercent: 70,
      pinePercent: 20,
      deciduousPercent: 10,
      dominantSpecies: 'spruce',
      age: 40,
      volumeM3sk: 180,
      volumeM3skPerHa: 180,
      siteIndex: 'G28',
      maturityClass: 'G2',
      targetClass: 'PG',
    },
  };
};
/**
 * The geometry answer for a bbox and zoom, as the server's envelope filter and thinning give
 * it; sent as a Response, unchecked, so that the schema check of the fake API does not weigh
 * on what is measured.
 */
function geometry(query: { bbox?: string | undefined; zoom?: string | undefined }) {
  const zoom = thinByZoom ? parseZoom(query.zoom) : null;
  const raw = query.bbox;
  const [minE, minN, maxE, maxN] = raw ? raw.split(',').map(Number) : [];
  const box = raw ? { minE: minE!, minN: minN!, maxE: maxE!, maxN: maxN! } : null;
  const features = Array.from({ length: count }, (_, i) => i)
    .filter((i) => {
      if (!box) return true;
      const { e, n } = squareOf(i);
      return e <= box.maxE && e + 100 >= box.minE && n <= box.maxN && n + 100 >= box.minN;
    })
    .map(feature);
  const body = JSON.stringify({ features: compartmentsAtZoom(features, zoom) });
  if (firstView === null) firstView = { bytes: body.length, zoom };
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

const times = {
  list: [] as number[],
  map: [] as number[],
  mapAfterList: [] as number[],
  select: [] as number[],
};
/** The first geometry answer of a run: its size and the zoom it was asked for. */
let firstView: { bytes: number; zoom: number | null } | null = null;
const vertices = (root: HTMLElement) =>
  [...root.querySelectorAll('.leaflet-overlay-pane path')].reduce(
    (sum, p) => sum + (p.getAttribute('d')?.match(/[ML]/g)?.length ?? 0),
    0,
  );
const drawn = { first: 0, afterSelect: 0, firstVertices: 0 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const paths = (root: HTMLElement) =>
  root.querySelectorAll('.leaflet-overlay-pane path:not([stroke="#ffbf47"])').length;

describe('my map: a plan of 400 compartments (benchmark)', () => {
  const page = myMapPerTest();

  for (let run = 1; run <= runs; run++)
    it(`run ${run}`, async () => {
      // A desktop's side-by-side layout (the test page is phone-sized).
      const desktop = document.createElement('style');
      desktop.textContent =
        '.my-map-layout .my-map-map { display: block !important; height: 600px; }';
      document.head.append(desktop);
      firstView = null;
      const { api } = page;
      api.answer('getPlan', plan);
      api.answer('getPlanGeometry', ({ query }) => geometry(query));
      api.answer('listActivities', { activities: [] });
      api.answer('getCompartment', ({ params }) => {
        const i = Number(params.compartmentId.slice(-12)) - 1;
        return { ...fakeCompartment(i % 3), ...summary(i) };
      });
      try {
        const start = performance.now();
        const root = page.open(`${base}/skogsbruksplaner/${planId}/`);
        await waitFor(() => {
          const rows = root.querySelectorAll('tbody tr').length;
          assert(rows === count, `rows: ${rows}`);
        }, 9000);
        const listed = performance.now();
        times.list.push(listed - start);
        await waitFor(() => assert(paths(root) >= count, `paths: ${paths(root)}`), 9000);
        times.map.push(performance.now() - start);
        times.mapAfterList.push(performance.now() - listed);
        drawn.first = paths(root);
        drawn.firstVertices = vertices(root);

        const link = getByRole(root, 'link', 'Avdelning 210');
        const selected = performance.now();
        link.click();
        await waitFor(() => {
          getByRole(root, 'heading', 'Avdelning 210');
          present(root.querySelector('.leaflet-overlay-pane path[stroke="#ffbf47"]'), 'outline');
        }, 9000);
        times.select.push(performance.now() - selected);
        // The view zoomed to the compartment: the map asks for and draws that view only.
        await new Promise((resolve) => setTimeout(resolve, 500));
        drawn.afterSelect = paths(root);
      } finally {
        desktop.remove();
      }
    });

  it('reports', () => {
    const ms = (values: number[]) =>
      `median ${median(values).toFixed(0)} ms, slowest ${Math.max(...values).toFixed(0)} ms`;
    console.log(
      `my map, ${count} compartments, ${runs} runs: list ${ms(times.list)}; ` +
        `map drawn (${drawn.first} shapes) ${ms(times.map)}, after the list ${ms(times.mapAfterList)}; ` +
        `first view's geometry at zoom ${firstView?.zoom ?? 'full'} ${((firstView?.bytes ?? 0) / 1024).toFixed(0)} KB, ` +
        `${drawn.firstVertices} vertices drawn; ` +
        `select from the list ${ms(times.select)} (then ${drawn.afterSelect} shapes in view)`,
    );
  });
});

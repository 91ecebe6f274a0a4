// Benchmark: my map with a plan of 400 compartments (issue 18). A fresh in-memory database
// with the demo seed; Anna's Norrskogen plan gets compartments 41–400 (100 m squares on a
// grid east of the estate), then, `BENCH_RUNS` times (default 10) each, the calls the element
// makes the way the routes make them: the compartment list, the map's compartments for one
// view (1.2 × 0.8 km, what a desktop map shows at zoom 13) and for the whole plan, and
// the plan PDF. Prints median and slowest, and the answers' sizes.
//
//   node --import tsx scripts/bench/my-map.ts
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/client.ts';
import { serverAreas } from '../../server/areas.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { demoIds } from '../../server/db/demoIds.ts';
import { envelope } from '../../server/map/overlays/geometry.ts';
import { demoCompartmentId, demoPlanId } from '../../server/my-map/demoPlan.ts';
import { planDocument } from '../../server/my-map/planPdf.ts';
import { planGeometry, planWithCompartments } from '../../server/my-map/plans.ts';
import { myMapCompartments } from '../../server/my-map/schema.ts';
import { renderPdf } from '../../server/pdf/index.ts';

const total = 400;
const runs = Number(process.env.BENCH_RUNS ?? 10);
const database = await openDatabase({ dataDir: 'memory://' });
await seedDemoData(database.db, { productSlug: 'granskog', fastHashes: true, areas: serverAreas });
const [template] = await database.db.select().from(myMapCompartments).limit(1);
const rows = Array.from({ length: total - 40 }, (_, i) => {
  const e = 480_400 + (i % 20) * 100;
  const n = 6_305_000 + Math.floor(i / 20) * 100;
  const geometry = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [e, n],
        [e + 100, n],
        [e + 100, n + 100],
        [e, n + 100],
        [e, n],
      ] as [number, number][],
    ],
  };
  return {
    ...template!,
    id: demoCompartmentId(41 + i),
    number: String(41 + i),
    areaHa: 1,
    geometry,
    ...envelope(geometry),
  };
});
for (let i = 0; i < rows.length; i += 100) {
  await database.db.insert(myMapCompartments).values(rows.slice(i, i + 100));
}
const today = new Date();
const view = { minE: 480_400, minN: 6_305_400, maxE: 481_600, maxN: 6_306_200 };

async function measure(name: string, call: () => Promise<{ bytes: number; detail: string }>) {
  const times: number[] = [];
  let last = { bytes: 0, detail: '' };
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    last = await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${name}: ${last.detail}, ${(last.bytes / 1024).toFixed(1)} KB; median ${median.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms over ${runs} runs`,
  );
}

const json = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
await measure('compartment list', async () => {
  const plan = await planWithCompartments(database.db, demoIds.anna, demoPlanId, today);
  return { bytes: json(plan), detail: `${plan.compartments.length} compartments` };
});
await measure('map, one view', async () => {
  const answer = await planGeometry(database.db, demoIds.anna, demoPlanId, view);
  return { bytes: json(answer), detail: `${answer.features.length} features` };
});
await measure('map, whole plan', async () => {
  const answer = await planGeometry(database.db, demoIds.anna, demoPlanId, null);
  return { bytes: json(answer), detail: `${answer.features.length} features` };
});
await measure('plan PDF', async () => {
  const { document } = await planDocument(database.db, demoIds.anna, demoPlanId, 'Granskog', today);
  const pdf = await renderPdf(document);
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  return { bytes: pdf.length, detail: `${pages} pages` };
});
await database.close();

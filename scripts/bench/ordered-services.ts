// Benchmark: a member with 500 work orders (issue 17: a long list stays fast). A fresh
// in-memory database (PGlite) with the demo seed and `BENCH_ORDERS` (default 500) orders for
// Cecilia; each query is run `BENCH_RUNS` times (default 15) the way the route runs it (three
// queries: the page, the total, the tab counts). Prints the median and the slowest.
//
//   node --import tsx scripts/bench/ordered-services.ts
import { performance } from 'node:perf_hooks';
import type { ServiceOrderQuery } from '../../shared/contracts/ordered-services.ts';
import { serverAreas } from '../../server/areas.ts';
import { openDatabase } from '../../server/db/client.ts';
import { demoIds } from '../../server/db/demoIds.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { listServiceOrders } from '../../server/ordered-services/queries.ts';
import { serviceOrders } from '../../server/ordered-services/schema.ts';
import { manyOrders } from '../../server/ordered-services/testing.ts';

const count = Number(process.env.BENCH_ORDERS ?? 500);
const runs = Number(process.env.BENCH_RUNS ?? 15);

const database = await openDatabase({ dataDir: 'memory://' });
await seedDemoData(database.db, { productSlug: 'granskog', fastHashes: true, areas: serverAreas });
await database.db.insert(serviceOrders).values(manyOrders(demoIds.cecilia, count));

const queries: [string, ServiceOrderQuery][] = [
  ['first page of the active tab', { state: 'active' }],
  ['a page deep in the tab', { state: 'active', offset: '300' }],
  [
    'filtered and searched',
    { state: 'active', status: 'inProgress', treatmentType: 'thinning', q: 'skogsby 1' },
  ],
];
for (const [name, query] of queries) {
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const answer = await listServiceOrders(database.db, demoIds.cecilia, query);
    times.push(performance.now() - started);
    rows = answer.orders.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${name}: ${rows} rows, median ${median.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms (${count} orders, ${runs} runs)`,
  );
}
await database.close();

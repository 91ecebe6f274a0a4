// Benchmark: throughput and latency of the map tile proxy's offline basemap (issue 5).
// Starts the tile plugin alone on a free loopback port and asks for a fixed set of tiles
// (zooms 7-12 over the demo area) with concurrent clients over keep-alive HTTP:
//   cold: every tile once on a fresh server (each is drawn and encoded), rounds repeated
//         until the time is up;
//   warm: the same tiles again and again from the in-memory cache, for the same time.
// Bounded: each phase stops starting requests after BENCH_SECONDS.
//
//   node --import tsx scripts/bench/tiles.ts
//   BENCH_SECONDS=5 BENCH_CONCURRENCY=32 node --import tsx scripts/bench/tiles.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { mapTileRoutes } from '../../server/map/tiles/routes.ts';
import { demoBasemap } from '../../server/map/tiles/basemap-data.ts';
import { basemapPalettes, prepareBasemap, renderTile } from '../../server/map/tiles/basemap.ts';
import { tileAt } from '../../shared/map/geo/tileMatrix.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const layer = 'topowebb';

/** Every tile of zooms 7-12 over the demo data's box (E 477 000-485 000, N 6 302 300-6 306 900). */
function tileSet(): string[] {
  const paths: string[] = [];
  for (let z = 7; z <= 12; z++) {
    const topLeft = tileAt(z, { e: 477_000, n: 6_306_900 });
    const bottomRight = tileAt(z, { e: 485_000, n: 6_302_300 });
    for (let row = topLeft.row; row <= bottomRight.row; row++) {
      for (let col = topLeft.col; col <= bottomRight.col; col++) {
        paths.push(`/map/proxy/tiles/${layer}/${z}/${row}/${col}.png`);
      }
    }
  }
  return paths;
}

async function startServer() {
  const app = Fastify({ logger: false });
  await app.register(mapTileRoutes, {});
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base };
}

async function get(base: string, path: string, latencies: number[]) {
  const start = performance.now();
  const response = await fetch(base + path);
  const body = await response.arrayBuffer();
  latencies.push(performance.now() - start);
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return body.byteLength;
}

/** `concurrency` clients take the next path from `next` until it returns undefined. */
async function run(base: string, next: () => string | undefined, latencies: number[]) {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let path = next(); path !== undefined; path = next()) await get(base, path, latencies);
    }),
  );
}

function report(name: string, latencies: number[], elapsedMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${name.padEnd(5)} ${String(sorted.length).padStart(7)} tiles  ` +
      `${((sorted.length / elapsedMs) * 1000).toFixed(0).padStart(6)} tiles/s  ` +
      `p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  p99 ${at(0.99).toFixed(2)} ms`,
  );
}

const paths = tileSet();
const basemap = prepareBasemap(demoBasemap);
const drawn = paths.filter((p) => {
  const [z, row, col] = p
    .split('/')
    .slice(-3)
    .map((s) => Number.parseInt(s, 10));
  return renderTile(basemap, basemapPalettes[layer]!, z!, row!, col!) !== null;
}).length;
console.log(
  `tile proxy benchmark: ${paths.length} tiles (zooms 7-12, ${drawn} with features, ` +
    `${paths.length - drawn} blank), ${concurrency} clients, ${seconds} s per phase; ` +
    `Node ${process.version}, ${os.cpus().length} cores`,
);

// Cold: fresh servers, every tile drawn once per round.
{
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  let rounds = 0;
  while (performance.now() < deadline) {
    const { app, base } = await startServer();
    let i = 0;
    await run(
      base,
      () => (i < paths.length && performance.now() < deadline ? paths[i++] : undefined),
      latencies,
    );
    await app.close();
    rounds++;
  }
  report('cold', latencies, performance.now() - start);
  console.log(`      (${rounds} rounds on fresh servers)`);
}

// Warm: one server, every tile cached first, then the same tiles in turn.
{
  const { app, base } = await startServer();
  let bytes = 0;
  for (const path of paths) bytes += await get(base, path, []);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  let i = 0;
  await run(
    base,
    () => (performance.now() < deadline ? paths[i++ % paths.length] : undefined),
    latencies,
  );
  report('warm', latencies, performance.now() - start);
  console.log(`      (average tile ${(bytes / paths.length / 1024).toFixed(1)} KB)`);
  await app.close();
}

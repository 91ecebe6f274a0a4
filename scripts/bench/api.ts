// Benchmark: API throughput of GET /api/v2/memberProfiles/current against a bare Fastify
// hello-world on the same machine in the same run (issue 10: at least 0.10 of it, and
// 3 000 req/s at p99 <= 25 ms). Each server runs in a child process of its own, autocannon
// here, so the load generator does not share the server's event loop. A third server is the
// realistic ceiling: bare Fastify whose one route reads the member row in one query (the
// same database, same pool), nothing else. The portal uses the
// in-memory PGlite database, or PostgreSQL when DATABASE_URL is set; the token is a real
// one from the local identity provider (test e-ID sign-in of Anna).
//
//   npm run bench:api                     # PGlite
//   DATABASE_URL=postgres://… npm run bench:api
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench:api
//   BENCH_PROFILE=/tmp/prof npm run bench:api   # the portal child writes a .cpuprofile there
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { demoIds } from '../../server/db/demoIds.ts';
import { serverAreas } from '../../server/areas.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import {
  authorizationRequest,
  exchangeCode,
  TestBrowser,
} from '../../server/identity/test-support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const port = Number(process.env.BENCH_PORT ?? 8398);
const base = `http://127.0.0.1:${port}`;
const profilePath = '/api/v2/memberProfiles/current';
/** Anna (demo-accounts.md), signed in with the test e-ID. */
const personalNumber = '195001011237';
const annaId = demoIds.anna;

function portalConfig() {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'none',
    JOBS_WORKER: '0',
    FAST_DEMO_HASHES: '1',
    OIDC_AUTHORITY: undefined,
    OIDC_PASSWORD_CHANGE_AUTHORITY: undefined,
    API_AUDIENCE: undefined,
    TRUSTED_PROXIES: undefined,
  });
}

/** Bare Fastify with one route that reads Anna's member row: one query, nothing else. */
async function oneQueryServer() {
  const config = portalConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://' });
  await seedDemoData(database.db, {
    productSlug: config.product.slug,
    fastHashes: true,
    areas: serverAreas,
  });
  const app = Fastify();
  app.addHook('onClose', () => database.close());
  app.get('/', async () => {
    const result = await database.db.execute(
      sql`select id, customer_no, name, email, roles from members where id = ${annaId}`,
    );
    return (result as { rows: unknown[] }).rows[0];
  });
  return app;
}

/** Child mode: serve one of the three servers until killed. */
async function serve(kind: string) {
  const app =
    kind === 'hello'
      ? Fastify()
      : kind === 'one-query'
        ? await oneQueryServer()
        : (await buildApp(portalConfig())).app;
  if (kind === 'hello') app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  // A clean exit (closes the database; lets node --cpu-prof write its profile).
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.stdout.write('ready\n');
}

async function start(kind: 'hello' | 'one-query' | 'portal'): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(kind === 'portal' && process.env.BENCH_PROFILE
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
        : []),
      '--import',
      'tsx',
      import.meta.filename,
      '--serve',
      kind,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  await ready;
  return child;
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await once(child, 'exit');
}

/** The authorization-code flow with PKCE, as the host does it: a real access token. */
async function signIn(): Promise<string> {
  const config = portalConfig();
  const client = { config, redirectUri: `${base}/authentication/login-callback` };
  const issuer = `${base}/idp`;
  const browser = new TestBrowser(base);
  const request = authorizationRequest(issuer, client, { acr_values: 'eid' });
  const first = await browser.request(request.url);
  if (!first.location) throw new Error(`sign-in did not start: ${first.status}`);
  const done = await browser.follow(`${first.location}/eid`, client.redirectUri, {
    form: { personalNumber },
  });
  const code = done.location ? new URL(done.location).searchParams.get('code') : null;
  if (!code) throw new Error(`sign-in gave no code: ${done.status}`);
  const token = await exchangeCode(issuer, client, code, request.verifier);
  if (typeof token.body.access_token !== 'string') throw new Error('no access token');
  return token.body.access_token;
}

interface Run {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function run(name: string, url: string, headers: Record<string, string> = {}) {
  // A short warm-up: JIT, connection pools and caches, not measured.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  } satisfies Run;
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] ?? 'portal');
} else {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
  const loadBefore = loadavg()[0]!.toFixed(2);
  const hello = await start('hello');
  let bare: Run;
  try {
    bare = await run('bare Fastify hello-world', `${base}/`);
  } finally {
    await stop(hello);
  }
  const floor = await start('one-query');
  let oneQuery: Run;
  try {
    oneQuery = await run('bare Fastify, one query (member row)', `${base}/`);
  } finally {
    await stop(floor);
  }
  const portal = await start('portal');
  let profile: Run;
  let health: Run;
  try {
    const token = await signIn();
    profile = await run(`GET ${profilePath}`, `${base}${profilePath}`, {
      authorization: `Bearer ${token}`,
    });
    health = await run('GET /healthz', `${base}/healthz`);
  } finally {
    await stop(portal);
  }
  const ratio = profile.requestsPerSecond / bare.requestsPerSecond;
  console.log(
    `API throughput: ${database}, ${cpus().length} cores, Node ${process.version}, ` +
      `${connections} connections, ${seconds} s per run after 2 s warm-up; ` +
      `load average before ${loadBefore}, after ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log('| run | req/s | p50 ms | p99 ms | failures |\n|---|---|---|---|---|');
  for (const r of [bare, oneQuery, profile, health]) {
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.failures} |`);
  }
  const targets = [
    `ratio to bare Fastify ${ratio.toFixed(3)} (target >= 0.10)`,
    `to the one-query ceiling ${(profile.requestsPerSecond / oneQuery.requestsPerSecond).toFixed(2)}`,
    `${profile.requestsPerSecond} req/s (target >= 3000) at p99 ${profile.p99} ms (target <= 25)`,
  ];
  console.log(targets.join('; '));
  if (profile.failures > 0) process.exitCode = 1;
}

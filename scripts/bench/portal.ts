// Benchmark: the request waterfall of the start page (signed out and signed in) and the
// member API's throughput. Starts its own server (in-memory database, loopback only), drives
// Debian's Chromium with playwright-core, and prints figures for the README's performance
// section. Bounded: a fixed duration per load run, then everything stops.
//
//   npm run build && npm run bench
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 8399);
const base = `http://localhost:${port}`;
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function waitForHealth(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

interface Timed {
  url: string;
  start: number;
  end: number;
}

/**
 * Loads a page with a cold HTTP cache (the session stays) and returns the longest chain of
 * requests in which each starts only after the previous one finished, up to the moment
 * `ready` is visible: the round trips a member waits through one after another (the
 * document counts as the first). Timing-based, so it is an upper bound: two requests that
 * merely happen one after the other count as a chain.
 */
async function waterfall(page: Page, path: string, ready: string, level = 1) {
  // A cold cache: a cached file answers at once and would chain with everything after it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const timed = new Map<object, Timed>();
  const t0 = performance.now();
  page.on('request', (r) =>
    timed.set(r, { url: r.url(), start: performance.now() - t0, end: Infinity }),
  );
  const done = (r: object) => {
    const entry = timed.get(r);
    if (entry) entry.end = performance.now() - t0;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // From the first byte on: a heading the document itself paints counts at depth 1.
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level, name: ready }).waitFor();
  const paintedAt = performance.now() - t0;
  page.removeAllListeners('request');
  page.removeAllListeners('requestfinished');
  page.removeAllListeners('requestfailed');

  const requests = [...timed.values()]
    .filter((r) => r.start <= paintedAt)
    .sort((a, b) => a.start - b.start);
  const chain = requests.map(() => ({ depth: 1, previous: -1 }));
  requests.forEach((r, i) => {
    for (let j = 0; j < i; j++) {
      if (requests[j]!.end <= r.start && chain[j]!.depth + 1 > chain[i]!.depth) {
        chain[i] = { depth: chain[j]!.depth + 1, previous: j };
      }
    }
  });
  let last = chain.reduce((best, c, i) => (c.depth > chain[best]!.depth ? i : best), 0);
  const path_: string[] = [];
  while (last >= 0) {
    path_.unshift(new URL(requests[last]!.url).pathname);
    last = chain[last]!.previous;
  }
  return {
    requests: requests.length,
    depth: path_.length,
    chain: path_,
    paintedMs: Math.round(paintedAt),
  };
}

async function signIn(page: Page) {
  await page.goto(`${base}/login`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Logga in med e-legitimation (BankID, test)' }).click();
  const idp = await popup;
  await idp.getByLabel('Personnummer').fill('195001011237');
  await idp.getByRole('button', { name: 'Logga in' }).click();
  await page.getByRole('button', { name: /Anna Skog/ }).waitFor();
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.includes('user:'))
        return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    }
    throw new Error('no token');
  });
}

async function load(path: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  let errors = 0;
  const stopAt = performance.now() + loadSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < stopAt) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  return {
    path,
    requestsPerSecond: Math.round(latencies.length / loadSeconds),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors,
  };
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'none',
    // The bench measures pages, not signing: the test e-ID (a number typed, no BankID app).
    SIGNING_PROVIDER: 'test',
  },
  stdio: 'ignore',
});
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const signedOut = await waterfall(page, '/', 'Välkommen till Mina sidor');
  const token = await signIn(page);
  const signedIn = await waterfall(page, '/', 'Översikt');
  const contentPage = await waterfall(page, '/kunskap-och-rad/skotselrad/', 'Skötselråd');
  // An element page: painted when the element shows its first list heading.
  const elementPage = await waterfall(
    page,
    '/medlem-i-granskog/fullmakter/',
    'Fullmakter du har gett',
    2,
  );
  await browser.close();

  const authorization = { authorization: `Bearer ${token}` };
  const runs = [
    await load('/healthz', {}),
    await load('/api/v2/memberProfiles/me', authorization),
    await load('/api/v1/featureManagement/', authorization),
  ];

  console.log(`Waterfall (requests in sequence up to the first painted heading), ${base}`);
  for (const [name, w] of [
    ['signed out /', signedOut],
    ['signed in /', signedIn],
    ['content page /kunskap-och-rad/skotselrad/', contentPage],
    ['element page /medlem-i-granskog/fullmakter/', elementPage],
  ] as const) {
    console.log(
      `  ${name}: depth ${w.depth} of ${w.requests} requests, heading after ${w.paintedMs} ms: ${w.chain.join(' -> ')}`,
    );
  }
  console.log(
    `\nAPI throughput, ${concurrency} concurrent clients, ${loadSeconds} s each, loopback, one server process:`,
  );
  console.log('| path | req/s | p50 ms | p95 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const r of runs)
    console.log(
      `| ${r.path} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
    );
} finally {
  server.kill('SIGTERM');
}

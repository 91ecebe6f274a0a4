// Lighthouse on the start page signed out, in Lighthouse's mobile emulation (a mid-range
// phone, simulated slow 4G and 4x CPU slowdown): performance score, LCP, CLS and the bytes
// transferred. Issue 10's goal: score >= 95, LCP <= 1.5 s, CLS <= 0.02.
//
//   npm run build && npm run lighthouse            (builds nothing itself)
//
// LIGHTHOUSE_URL (default http://localhost:8080/): the page to measure. When nothing answers
// there, the script starts the portal itself from dist/ on that port (in-memory database,
// loopback) and stops it afterwards. LIGHTHOUSE_RUNS (default 3): runs; the median run by score
// is reported, every run is listed. CHROME_PATH (default /usr/bin/chromium, Debian's package:
// scripts/ensure-chromium.sh). LIGHTHOUSE_REPORT=dir: each run's whole report (JSON) is written
// there, for the long tasks and the script boot-up behind a score.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const url = new URL(process.env.LIGHTHOUSE_URL ?? 'http://localhost:8080/');
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(new URL('/healthz', url))).ok;
  } catch {
    return false;
  }
}

/** Starts the portal on the URL's port when nothing answers there; null when one runs. */
async function startPortal(): Promise<ChildProcess | null> {
  if (await healthy()) return null;
  if (!existsSync(path.join(root, 'dist/host/.vite/manifest.json'))) {
    throw new Error('No portal answers and dist/ is missing: run npm run build first');
  }
  console.log(`No portal at ${url.origin}: starting one from dist/ ...`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: url.port || '80',
      HOST: '127.0.0.1',
      PUBLIC_URL: url.origin,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (!(await healthy())) {
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error(`the portal did not start at ${url.origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return server;
}

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  transferKiB: number;
}

const reportDir = process.env.LIGHTHOUSE_REPORT;

async function measure(port: number, run: number): Promise<Figures> {
  const result = await lighthouse(url.href, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `run-${run}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    transferKiB: value('total-byte-weight') / 1024,
  };
}

const line = (f: Figures) =>
  `performance ${f.score}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, ` +
  `FCP ${(f.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, ` +
  `transfer ${f.transferKiB.toFixed(1)} KiB`;

const server = await startPortal();
// --no-sandbox: the development machine and CI run as root.
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const all: Figures[] = [];
  for (let run = 1; run <= runs; run++) {
    const figures = await measure(chrome.port, run);
    all.push(figures);
    console.log(`run ${run}: ${line(figures)}`);
  }
  const median = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)]!;
  console.log(`\nLighthouse 12, mobile emulation, ${url.href} signed out (median of ${runs}):`);
  console.log(line(median));
} finally {
  chrome.kill();
  server?.kill('SIGTERM');
}

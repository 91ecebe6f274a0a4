import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the built portal (`npm test` builds first). Each worker starts a
 * server of its own when its first test needs one (tests/e2e/fixtures.ts: port mainPort + the
 * worker's index), so the files of two workers never see each other's writes and a run of
 * one spec starts one server; the impersonation spec's worker starts one that ends staff
 * impersonations after a few seconds, for the expired-session flow. Each server starts with
 * a fresh in-memory database and the demo seed.
 * Browser: Debian's Chromium; nothing downloads a browser.
 */
// E2E_PORT moves every server (mainPort and the next ones) when another run holds 8181.
export const mainPort = Number(process.env.E2E_PORT ?? 8181);
// Three on the 2-core machine: a test spends part of its time waiting (BankID's 2-second
// polls, a booking job, network idle), which a third worker fills; the whole run took 640 s
// with 3 workers and 712 s with 2, and with the headless shell 359 s with 3 and 357 s with 4
// (README, Tests). E2E_WORKERS changes it.
export const workerCount = Number(process.env.E2E_WORKERS ?? 3);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order in one worker (some build on the one before); files and the
  // every-page sweep's parts spread over the workers.
  fullyParallel: false,
  workers: workerCount,
  // No retries: a test that passes only on its retry is a bug to find.
  retries: 0,
  // What the browser saw in each failed attempt, printed to the log: CI keeps no traces.
  reporter: [['list'], ['./tests/e2e/diagnosticsReporter.ts']],
  use: {
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // Console and page errors for the diagnostics; no DOM snapshots or screenshots, which
    // cost Chromium a quarter of its time in the every-page sweep (42 s → 31 s of CPU in one
    // part). Failed requests are noted by the fixtures instead (failedRequests).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    launchOptions: {
      // Debian's chromium-headless-shell: Chromium's own headless build, the one Playwright
      // runs by default. It renders as the browser does and takes about 40 % of the CPU of
      // the whole /usr/bin/chromium in headless mode (36 page loads: 6.7 s against 16.5 s),
      // and the end-to-end tests are bound by CPU on 2 cores. `npx playwright test --headed`
      // needs the whole browser: set executablePath to /usr/bin/chromium for it.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

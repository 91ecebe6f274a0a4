import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the started portal (built first by `npm test`). Each worker has
 * a server of its own (ports mainPort, mainPort + 1, ...: tests/e2e/fixtures.ts picks it by
 * the worker's parallelIndex), so the files of two workers never see each other's writes;
 * one more server ends staff impersonations after a few seconds, for the expired-session
 * flow. Each starts with a fresh in-memory database and the demo seed.
 * Browser: Debian's Chromium; nothing downloads a browser.
 */
// E2E_PORT moves every server (mainPort and the next ones) when another run holds 8181.
export const mainPort = Number(process.env.E2E_PORT ?? 8181);
// Measured on the 2-core machine (README, Tests): 2 workers were the fastest. E2E_WORKERS
// changes it (and the number of servers); `--workers` beyond it would share servers.
export const workerCount = Number(process.env.E2E_WORKERS ?? 2);
export const workerPorts = Array.from({ length: workerCount }, (_, i) => mainPort + i);
export const shortImpersonationPort = mainPort + workerCount;

const server = (port: number, extraEnv: Record<string, string> = {}) => ({
  command: 'node --import tsx server/main.ts',
  url: `http://localhost:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // A signed withdrawal is booked after 5 s: a test sees the reservation, then the booking.
    ACCOUNTS_BOOKING_DELAY_SECONDS: '5',
    ...extraEnv,
  },
});

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
    // The worker's own server (tests/e2e/fixtures.ts); this one serves tools outside a test.
    baseURL: `http://localhost:${mainPort}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    ...workerPorts.map((port) => server(port)),
    server(shortImpersonationPort, { IMPERSONATION_TTL_SECONDS: '8' }),
  ],
});

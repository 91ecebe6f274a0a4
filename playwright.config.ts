import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the started portal (built first by `npm test`). Two servers:
 * the main one, and one whose staff impersonations expire after a few seconds, for the
 * expired-session flow. Each starts with a fresh in-memory database and the demo seed.
 * Browser: Debian's Chromium; nothing downloads a browser.
 */
// E2E_PORT moves both servers (mainPort and the next) when another run holds 8181.
export const mainPort = Number(process.env.E2E_PORT ?? 8181);
export const shortImpersonationPort = mainPort + 1;

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
    // A signed withdrawal is booked after 10 s: a test sees the reservation, then the booking.
    ACCOUNTS_BOOKING_DELAY_SECONDS: '10',
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a flaky failure still prints its diagnostics (below) and is counted as
  // "flaky" in the summary, but does not keep a whole day's work from landing.
  retries: process.env.CI ? 1 : 0,
  // What the browser saw in each failed attempt, printed to the log: CI keeps no traces.
  reporter: [['list'], ['./tests/e2e/diagnosticsReporter.ts']],
  use: {
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
  webServer: [server(mainPort), server(shortImpersonationPort, { IMPERSONATION_TTL_SECONDS: '8' })],
});

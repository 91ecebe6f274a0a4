import { spawn } from 'node:child_process';

/**
 * A portal server for end-to-end tests: `node --import tsx server/main.ts` from the build in
 * dist/, with a fresh in-memory database and the demo seed. Started by the test fixtures
 * (tests/e2e/fixtures.ts) when a worker or a spec first needs it, so one spec run starts one
 * server, not every server a whole run would use.
 */
export interface PortalServer {
  url: string;
  stop(): Promise<void>;
}

/** The settings every test server has; `extraEnv` shortens one for a spec (a timer). */
const testEnv = (port: number, extraEnv: Record<string, string>) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // A signed withdrawal is booked after 5 s: a test sees the reservation, then the booking.
  ACCOUNTS_BOOKING_DELAY_SECONDS: '5',
  ...extraEnv,
});

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

export async function startPortalServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<PortalServer> {
  const url = `http://localhost:${port}`;
  if (await healthy(url)) throw new Error(`${url} already answers: E2E_PORT moves the servers`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: testEnv(port, extraEnv),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A worker that ends without its fixtures' teardown must not leave the port taken.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`the portal at ${url} exited at start`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the portal at ${url} did not answer within 120 s`);
    }
    // Polling its health check: the server says when it is ready, no fixed wait stands in.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      process.off('exit', killChild);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

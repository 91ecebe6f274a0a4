import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from './database.ts';

/**
 * The whole portal server (buildApp) on a test database of its own: quiet, no job worker,
 * fast demo hashes, no proxies trusted, the local sign-in. `env` adds the test's own settings
 * (DIST_DIR, PUBLIC_URL, ...).
 */
export async function portalTestApp(env: Record<string, string | undefined>): Promise<App> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://portal.example',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'none',
    JOBS_WORKER: '0',
    FAST_DEMO_HASHES: '1',
    TRUSTED_PROXIES: undefined,
    OIDC_AUTHORITY: undefined,
    ...env,
  });
  return buildApp(config, await openTestDatabase());
}

import { defineConfig } from '@playwright/test';
import portalConfig from './playwright.config.ts';

/**
 * The editors' end-to-end tests (issue 32, tests/e2e-cms/): what editors do in the content
 * system's admin (cms/, Payload), against the real content system and a portal reading from
 * it. `npm run test:e2e:cms` builds the admin first when its sources changed. Apart from
 * the main config's testDir, so `npx playwright test` does not run them; the browser, locale
 * and reporting are the main config's.
 * One worker: one content system and its portal (tests/e2e-cms/fixtures.ts) serve every
 * file, and the admin's server is the heaviest process of the run.
 */
export default defineConfig({
  ...portalConfig,
  testDir: 'tests/e2e-cms',
  // Its own: Playwright empties its output folder when it starts, and this suite runs while
  // the main one (test-results/) is writing traces there.
  outputDir: 'test-results-cms',
  // A test waits for scheduled times and the portal's pull of the published content.
  timeout: 120_000,
  workers: 1,
});

import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The server tests whose outcome can depend on the database engine, run on both: in CI every
 * test runs on PostgreSQL (DATABASE_URL) and these once more on PGlite, the engine of
 * `npm start` and of a developer without PostgreSQL (scripts/test-all.sh sets
 * ENGINE_TESTS_ONLY=1). They exercise SQL that differs in behaviour between a single-
 * connection embedded database and a server with real concurrency: migrations and seeding,
 * jobs (SKIP LOCKED claims, leases, unique keys), notifications (LISTEN/NOTIFY), idempotency
 * keys, races that a transaction, lock or unique index must settle, and signing.
 * Such a test carries the tag `engine`: a whole file by `// @module-tag engine` on its first
 * line (the platform's files), or one test by `{ tags: ['engine'] }` (an area's races,
 * signing and jobs, beside its reading and validation tests, which give the same answer on
 * either engine and run once). This list names the files that hold them.
 */
export const engineTests = [
  'server/db/seed.test.ts', // migrations and the idempotent seed (ON CONFLICT)
  'server/jobs/jobs.test.ts', // claims, leases, schedules, two workers
  'server/api/callerCache.instances.test.ts', // LISTEN/NOTIFY across app instances
  'server/kit/registerRoutes.test.ts', // Idempotency-Key: simultaneous calls run once
  'server/identity/{adapter,rate-limit}.test.ts', // upserts, keys made once, time windows
  'server/signing/*.test.ts', // orders complete once when polls and callbacks race
  'server/proxies/{race,flow}.test.ts', // simultaneous creations, signing
  'server/profile/version.test.ts', // versioned writes racing past their checks
  'server/accounts/routes.test.ts', // money: idempotency and races, the ledger
  'server/capital-trade/routes.test.ts', // periods that must not overlap, orders at once
  'server/certification/routes.test.ts', // decisions and applications at once, signing
  'server/electricity/signup.test.ts', // signing, agreements sent at once
  'server/staff-desk/desk.test.ts', // two staff pressing at once
  'server/timber-agreements/{routes,postalSignature}.test.ts', // signing, races, jobs
  'server/timber-deliveries/routes.test.ts', // drafts created at once, jobs
  'server/vision-and-goals/routes.test.ts', // the same send twice at once
  'server/my-map/{activityDelete,manage,noteImages}.test.ts', // deletes, runs, uploads racing
];

/**
 * Files that test what only a PostgreSQL server has (a connection that can be lost): they run
 * when DATABASE_URL is set (CI) and are left out, not skipped, on PGlite.
 */
export const postgresOnlyTests = [
  'server/api/callerCache.connectionLoss.test.ts', // the listening connection is terminated
];

const exclude = [
  '**/*.browser.test.ts',
  'node_modules/**',
  'dist/**',
  ...(process.env.DATABASE_URL ? [] : postgresOnlyTests),
];

const serverProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'server',
    // Migrates and seeds the server tests' database once per run (server/testing/template.ts).
    globalSetup: ['server/testing/globalSetup.ts'],
    include: process.env.ENGINE_TESTS_ONLY ? engineTests : ['server/**/*.test.ts'],
    exclude,
    // Server test files share their worker's modules: each still opens a database of its
    // own, but the server's modules and PGlite's WebAssembly load once per worker, not once
    // per file (2.5-4.5 times faster; README, Tests). So a file must leave no module state
    // that matters to the next one, and none may mock a module (vi.mock).
    isolate: false,
  },
};
const isolatedProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'isolated',
    include: ['{shared,host,components,scripts}/**/*.test.ts'],
    exclude,
  },
};

export default defineConfig({
  resolve: { alias: { '@portal/bridge': path.resolve('shared/bridge/index.ts') } },
  test: {
    tags: [{ name: 'engine', description: 'Its outcome can depend on the database engine.' }],
    // The PGlite pass runs the tagged tests only (the others in those files are skipped).
    ...(process.env.ENGINE_TESTS_ONLY ? { tagsFilter: ['engine'] } : {}),
    // vitest's default on 2 cores is 1 worker; 2 measured faster (README, Tests).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: process.env.ENGINE_TESTS_ONLY ? [serverProject] : [serverProject, isolatedProject],
  },
});

import type { FastifyInstance } from 'fastify';
import type { RouteTable } from '../../shared/contracts/routes.ts';
import type { ServerConfig } from '../config.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import type { Db } from '../db/client.ts';
import type { AnyJobKind } from '../jobs/registry.ts';
import type { AreaActivity } from './activity.ts';
import type { Schedule } from '../jobs/schedule.ts';
import type { SigningService } from '../signing/service.ts';
import type { TaskKind } from '../staff-desk/kinds.ts';
import type { AreaServices } from './services.ts';

/** What every area's routes may use; the same object for all areas. */
export interface AreaDeps {
  db: Db;
  /** The content system's current data (feature flags, route tree, pages). */
  content: () => ContentFixtures;
  /** The cooperative's name ({product}). */
  productName: string;
  /**
   * Its slug (PRODUCT_SLUG): `{product}` in paths, and in role names as
   * shared/access/productRoles.ts makes it. Needed by an area whose route table names a
   * product role (registerRoutes refuses to start without it).
   */
  productSlug?: string;
  /**
   * The app's one signing service (server/signing): an area's sign kinds register on it.
   * Always passed by server/app.ts; optional so an area's tests need not make one.
   */
  signing?: SigningService;
  /** The server's settings; an area reads its own section (config.accounts, ...). */
  config?: Pick<ServerConfig, 'accounts'>;
}

/** The content an area needs that reads only its feature flags (its tests give just those). */
export interface FlagsContent {
  content: () => Pick<ContentFixtures, 'featureFlags'>;
}

/**
 * A service area's server module (server/<area>/area.ts), listed once in server/areas.ts:
 * everything the platform runs for it. The platform (the app, the jobs worker, the staff
 * desk, the seed) reads these from that list and never imports an area.
 */
export interface ServerArea {
  /** The same name as components/<area>/ and shared/contracts/<area>/. */
  name: string;
  /** Its route tables (shared/contracts/<area>/routes.ts): the OpenAPI document reads them. */
  tables: readonly RouteTable[];
  routes?: (app: FastifyInstance, deps: AreaDeps) => Promise<void>;
  /**
   * Its database tables: `import * as schema from './schema.ts'` (server/<area>/schema.ts,
   * found by drizzle.config.ts; server/areas.test.ts checks the two agree).
   */
  schema?: Readonly<Record<string, unknown>>;
  /** Idempotent demo data (npm start and every test database), seeded in the list's order. */
  seed?: (db: Db) => Promise<void>;
  /** Its background job kinds (server/jobs/README.md): the app's worker runs them. */
  jobs?: readonly AnyJobKind[];
  /** Its recurring jobs; each schedule's kind is one of `jobs`. */
  schedules?: readonly Schedule[];
  /** Its staff-desk task kinds (server/staff-desk/README.md). */
  staffTasks?: readonly TaskKind<unknown>[];
  /** Its part of the member's to-do list and timeline (server/kit/activity.ts). */
  activity?: AreaActivity;
  /** What it offers other areas (server/kit/services.ts): they ask `areaService(name)`. */
  services?: Partial<AreaServices>;
  /**
   * What its tests let the other areas' tests use: demo ids and setters of its rows
   * (server/<area>/testing.ts, loaded only when a test asks `testFaceOf(name)` from
   * server/testing/testFaces.ts). Never used by code that runs in the portal.
   */
  testFace?: () => Promise<object>;
}

/** An area's module; its name and test face keep their exact types (server/areas.ts). */
export function defineServerArea<const A extends ServerArea>(area: A): A {
  return area;
}

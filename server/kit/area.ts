import type { FastifyInstance } from 'fastify';
import type { RouteTable } from '../../shared/contracts/routes.ts';
import type { ServerConfig } from '../config.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import type { Db } from '../db/client.ts';
import type { SigningService } from '../signing/service.ts';

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
 * its routes (registered from its route table), and its demo data. Its tables are in
 * server/<area>/schema.ts, which drizzle.config.ts and server/db/schema.ts pick up.
 */
export interface ServerArea {
  /** The same name as components/<area>/ and shared/contracts/<area>/. */
  name: string;
  /** Its route tables (shared/contracts/<area>/routes.ts): the OpenAPI document reads them. */
  tables: readonly RouteTable[];
  routes?: (app: FastifyInstance, deps: AreaDeps) => Promise<void>;
  /** Idempotent demo data (npm start and every test database). */
  seed?: (db: Db) => Promise<void>;
}

export function defineServerArea(area: ServerArea): ServerArea {
  return area;
}

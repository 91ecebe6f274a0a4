import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FeatureFlag, FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { serverAreas } from '../areas.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { demoIds } from '../db/seed.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import type { Db } from '../db/client.ts';
import { staffTaskKindsOf } from '../staff-desk/registry.ts';
import { staffTasks } from '../staff-desk/schema.ts';
import { handleStaffTask } from '../staff-desk/tasks.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { timberDeliveriesRoutes } from './routes.ts';
import { timberDeliveries } from './schema.ts';
import { seedTimberDeliveries } from './seed.ts';

/**
 * For server tests: the demo's agreements and deliveries as seeded, with the deliveries'
 * staff-desk tasks (stack tag orders, origin reviews) and their audit gone.
 */
export async function reseedDeliveries(db: Db) {
  await db.execute(
    sql`delete from staff_task_audit where task_id in (select id from staff_tasks where kind in ('timberStackTagOrder','timberOriginReview'))`,
  );
  await db
    .delete(staffTasks)
    .where(inArray(staffTasks.kind, ['timberStackTagOrder', 'timberOriginReview']));
  await db.delete(timberDeliveries);
  await (await testFaceOf('timber-agreements')).reseedAgreements(db);
  await seedTimberDeliveries(db);
}

/** Content-system flags, each of them on. */
export const flagsOn = (...names: FeatureFlagName[]): FeatureFlag[] =>
  names.map((name) => ({ name, isEnabled: true, useEpiserverRouteAsFallback: false }));

/**
 * The area's routes on a test app (real authentication and database) with the content
 * fixtures and the feature flags `flags()` answers at each request.
 */
export async function deliveriesTestApp(flags: () => FeatureFlag[]): Promise<ApiTestApp> {
  const fixtures = await loadContentFixtures(path.resolve('content-fixtures'));
  return apiTestApp(async (app, database) => {
    await app.register(timberDeliveriesRoutes, {
      db: database.db,
      productName: 'Granskog',
      content: () => ({ ...fixtures, featureFlags: flags() }),
    });
  });
}

/**
 * The describe's test app (deliveriesTestApp with `flags`), closed after it, and the demo
 * reseeded before each of its tests.
 */
export function useDeliveriesTestApp(flags: () => FeatureFlag[]) {
  let t: ApiTestApp | undefined;
  const testApp = () => t!;
  const db = () => testApp().database.db;
  beforeAll(async () => {
    t = await deliveriesTestApp(flags);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await reseedDeliveries(db());
  });
  return { testApp, db };
}

/** Eva at the staff desk takes `action` on the open task of `kind` for `subjectId`. */
export async function handleOpenTask(
  db: Db,
  kind: string,
  subjectId: string,
  action: string,
  note = '',
) {
  const [task] = await db
    .select()
    .from(staffTasks)
    .where(
      and(
        eq(staffTasks.kind, kind),
        eq(staffTasks.subjectId, subjectId),
        eq(staffTasks.status, 'open'),
      ),
    );
  return handleStaffTask(db, staffTaskKindsOf(serverAreas), {
    taskId: task!.id,
    action,
    staff: { id: demoIds.eva, name: 'Eva', email: 'eva@example.se' },
    note,
  });
}

/** A valid landing to create or update, with `extra`'s fields instead. */
export const landingBody = (extra: object = {}) => ({
  name: 'Avlägg vid bäcken 2',
  comment: 'Vid grinden kör in från norr',
  position: { e: 479_500, n: 6_305_600 },
  carryingCapacityClass: 'BK2',
  availabilityClass: 'Unlimited',
  passabilityClass: 'Unlimited',
  turningPointClass: 'Limited',
  reloadingClass: 'ReloadingToTrailerNotRequired',
  plowedRoadClass: 'Unknown',
  stripRoadClass: 'LandingAtStriproad',
  ...extra,
});

/** A valid assortment to add or update, with `extra`'s fields instead. */
export const assortmentBody = (extra: object = {}) => ({
  assortment: 'barrmassaved',
  volume: 40,
  fellingWeek: '2026-W47',
  sprucePercentage: 60,
  origin: 'thinning',
  numberOfStacks: 3,
  ...extra,
});

/** A square origin area (SWEREF 99 TM metres), its south-west corner at e, n. */
export const squareArea = (e: number, n: number, side: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [e, n],
      [e + side, n],
      [e + side, n + side],
      [e, n + side],
      [e, n],
    ],
  ],
});

import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffTasks } from '../staff-desk/schema.ts';
import { reseedAgreements } from '../timber-agreements/testing.ts';
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
  await reseedAgreements(db);
  await seedTimberDeliveries(db);
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { proxies } from '../db/schema.ts';
import { demoIds } from '../db/seed.ts';

/**
 * Runs `run` while Bertil's proxy to Anna (or the proxy named) also carries the roles
 * `extra`, then gives the proxy back the roles it had, whatever `run` did.
 */
export async function withProxyRoles(
  db: Db,
  extra: string[],
  run: () => Promise<void>,
  proxyId: string = demoIds.proxyBertilToAnna,
) {
  const [before] = await db.select().from(proxies).where(eq(proxies.id, proxyId));
  await db
    .update(proxies)
    .set({ roles: [...before!.roles, ...extra] })
    .where(eq(proxies.id, proxyId));
  try {
    await run();
  } finally {
    await db.update(proxies).set({ roles: before!.roles }).where(eq(proxies.id, proxyId));
  }
}

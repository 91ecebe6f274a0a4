import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { proxies } from '../db/schema.ts';
import { demoIds } from '../db/seed.ts';

type ProxyRow = typeof proxies.$inferSelect;

/**
 * Runs `run` while Bertil's proxy to Anna (or the proxy named) has the roles and rights
 * `change` gives it from what it has, then gives the proxy back its own, whatever `run` did.
 */
export async function withProxyChanged(
  db: Db,
  change: (before: ProxyRow) => Partial<Pick<ProxyRow, 'roles' | 'rights'>>,
  run: () => Promise<void>,
  proxyId: string = demoIds.proxyBertilToAnna,
) {
  const [before] = await db.select().from(proxies).where(eq(proxies.id, proxyId));
  await db.update(proxies).set(change(before!)).where(eq(proxies.id, proxyId));
  try {
    await run();
  } finally {
    await db
      .update(proxies)
      .set({ roles: before!.roles, rights: before!.rights })
      .where(eq(proxies.id, proxyId));
  }
}

/**
 * Runs `run` while Bertil's proxy to Anna (or the proxy named) also carries the roles
 * `extra`, then gives the proxy back the roles it had, whatever `run` did.
 */
export const withProxyRoles = (
  db: Db,
  extra: string[],
  run: () => Promise<void>,
  proxyId: string = demoIds.proxyBertilToAnna,
) => withProxyChanged(db, (before) => ({ roles: [...before.roles, ...extra] }), run, proxyId);

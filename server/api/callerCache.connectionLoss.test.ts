import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { twoInstances } from './callerCacheInstances.testing.ts';

/**
 * PostgreSQL only (vitest.config.ts, postgresOnlyTests): PGlite is embedded, it has no
 * listening connection to lose. Two app instances on one database, as in
 * callerCache.instances.test.ts.
 */
describe('caller cache when the listening connection is lost', () => {
  const t = twoInstances();

  it('stops serving from the cache when the listening connection is lost, and listens again', async () => {
    const states: boolean[] = [];
    let changed: () => void = () => {};
    const stop = t.b.database.notifications.subscribe({
      notify: () => {},
      connected: (up) => {
        states.push(up);
        changed();
      },
    });
    const until = (n: number) =>
      new Promise<void>((resolve) => {
        changed = () => states.length >= n && resolve();
        changed();
      });
    await t.nameAtB();
    await t.renameAnnaSilently('Anna Avbruten');
    await t.a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = 'portal-member-cache'
              and pid <> pg_backend_pid()`,
    );
    // states[0] is the state at subscription (up); then down, then up again.
    await until(2);
    expect(states.slice(0, 2)).toEqual([true, false]);
    expect(await t.nameAtB()).toBe('Anna Avbruten');
    await until(3);
    expect(states[2]).toBe(true);
    stop();
    await t.throughA(demoIds.anna, () =>
      t.a.database.db
        .update(members)
        .set({ name: 'Anna Skog' })
        .where(eq(members.id, demoIds.anna)),
    );
    expect(await t.nameAtB()).toBe('Anna Skog');
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import drizzleConfig from '../drizzle.config.ts';
import { serverAreas } from './areas.ts';

/** The platform's own tables: people and sign-in (with BankID sign-in orders), jobs, the staff desk, the kit, prices. */
const platformSchemaFiles = [
  'server/db/schema.ts',
  'server/identity/schema.ts',
  'server/jobs/schema.ts',
  'server/kit/schema.ts',
  'server/price-model/schema.ts',
  'server/staff-desk/schema.ts',
];

const tablesOf = (module: Readonly<Record<string, unknown>>) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable));

/** drizzle.config.ts's patterns ('./server/**\/schema.ts') as regular expressions. */
const patterns = [drizzleConfig.schema ?? []].flat().map((pattern) => {
  const source = pattern
    .replace(/^\.\//, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\0')
    .replace(/\*/g, '[^/]*')
    .replaceAll('\0', '(?:.+/)?');
  return new RegExp(`^${source}$`);
});

describe('the list of areas and the schema', () => {
  it('gives every table drizzle-kit finds one owner: the platform or one listed area', async () => {
    const found = readdirSync('server', { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join('server', file.split(path.sep).join('/')))
      .filter((file) => patterns.some((pattern) => pattern.test(file)));
    const inFiles = new Map<PgTable, string>();
    for (const file of found) {
      const module = (await import(path.resolve(file))) as Record<string, unknown>;
      for (const table of tablesOf(module)) inFiles.set(table, file);
    }

    const owners = new Map<string, string[]>();
    const own = (table: PgTable, owner: string) =>
      owners.set(getTableName(table), [...(owners.get(getTableName(table)) ?? []), owner]);
    for (const file of platformSchemaFiles) {
      const module = (await import(path.resolve(file))) as Record<string, unknown>;
      for (const table of tablesOf(module)) own(table, 'platform');
    }
    for (const area of serverAreas) {
      for (const table of tablesOf(area.schema ?? {})) own(table, area.name);
    }

    const expected = [...inFiles.keys()].map(getTableName).sort();
    expect([...owners.keys()].sort()).toEqual(expected);
    const shared = [...owners].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });
});

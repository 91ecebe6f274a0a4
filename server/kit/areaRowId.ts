import { pgTable, uuid, type ReferenceConfig } from 'drizzle-orm/pg-core';

/**
 * A uuid column that references a row of another area's table by the table's name (its
 * primary key `id`), so the database keeps the foreign key while the area's schema imports no
 * other area. The stand-in table is never exported: drizzle-kit reads only its name.
 */
export function areaRowId(column: string, table: string, actions?: ReferenceConfig['actions']) {
  const other = pgTable(table, { id: uuid('id').primaryKey() });
  return uuid(column).references(() => other.id, actions);
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Edited by hand: a database made before has services without a name; they take their id
  // as their name (an editor can give a better one), so the column can be NOT NULL at once.
  await db.run(sql`ALTER TABLE \`components\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`UPDATE \`components\` SET \`name\` = \`id\` WHERE \`name\` = '';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`components\` DROP COLUMN \`name\`;`)
}

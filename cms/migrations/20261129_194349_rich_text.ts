import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_text\` ADD \`body\` text;`);
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion_items\` ADD \`body\` text;`);
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion_item\` ADD \`body\` text;`);
  await db.run(sql`ALTER TABLE \`pages_blocks_text_and_image\` ADD \`body\` text;`);
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text\` ADD \`body\` text;`);
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion_items\` ADD \`body\` text;`);
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion_item\` ADD \`body\` text;`);
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text_and_image\` ADD \`body\` text;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_text\` DROP COLUMN \`body\`;`);
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion_items\` DROP COLUMN \`body\`;`);
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion_item\` DROP COLUMN \`body\`;`);
  await db.run(sql`ALTER TABLE \`pages_blocks_text_and_image\` DROP COLUMN \`body\`;`);
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text\` DROP COLUMN \`body\`;`);
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion_items\` DROP COLUMN \`body\`;`);
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion_item\` DROP COLUMN \`body\`;`);
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text_and_image\` DROP COLUMN \`body\`;`);
}

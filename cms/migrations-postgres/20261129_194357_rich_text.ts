import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_text" ADD COLUMN "body" jsonb;
  ALTER TABLE "pages_blocks_accordion_items" ADD COLUMN "body" jsonb;
  ALTER TABLE "pages_blocks_accordion_item" ADD COLUMN "body" jsonb;
  ALTER TABLE "pages_blocks_text_and_image" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pages_v_blocks_text" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pages_v_blocks_accordion_item" ADD COLUMN "body" jsonb;
  ALTER TABLE "_pages_v_blocks_text_and_image" ADD COLUMN "body" jsonb;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_text" DROP COLUMN "body";
  ALTER TABLE "pages_blocks_accordion_items" DROP COLUMN "body";
  ALTER TABLE "pages_blocks_accordion_item" DROP COLUMN "body";
  ALTER TABLE "pages_blocks_text_and_image" DROP COLUMN "body";
  ALTER TABLE "_pages_v_blocks_text" DROP COLUMN "body";
  ALTER TABLE "_pages_v_blocks_accordion_items" DROP COLUMN "body";
  ALTER TABLE "_pages_v_blocks_accordion_item" DROP COLUMN "body";
  ALTER TABLE "_pages_v_blocks_text_and_image" DROP COLUMN "body";`);
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Edited by hand: a database made before has services without a name; they take their id
  // as their name (an editor can give a better one), then the column is NOT NULL.
  await db.execute(sql`
   ALTER TABLE "components" ADD COLUMN "name" varchar;
  UPDATE "components" SET "name" = "id";
  ALTER TABLE "components" ALTER COLUMN "name" SET NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "components" DROP COLUMN "name";`)
}

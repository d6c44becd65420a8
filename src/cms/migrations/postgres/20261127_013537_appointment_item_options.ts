import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments_items" ADD COLUMN "option_id" varchar;
  ALTER TABLE "appointments_items" ADD COLUMN "option_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments_items" DROP COLUMN "option_id";
  ALTER TABLE "appointments_items" DROP COLUMN "option_name";`)
}

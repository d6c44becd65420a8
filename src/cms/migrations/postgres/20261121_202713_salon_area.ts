import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "salons_locales" ADD COLUMN "area" varchar;
  ALTER TABLE "_salons_v_locales" ADD COLUMN "version_area" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "salons_locales" DROP COLUMN "area";
  ALTER TABLE "_salons_v_locales" DROP COLUMN "version_area";`)
}

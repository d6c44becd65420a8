import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_locale" AS ENUM('en', 'uk');
  ALTER TABLE "services_locales" ADD COLUMN "search_terms" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_search_terms" varchar;
  ALTER TABLE "appointments" ADD COLUMN "locale" "enum_appointments_locale" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_locales" DROP COLUMN "search_terms";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_search_terms";
  ALTER TABLE "appointments" DROP COLUMN "locale";
  DROP TYPE "public"."enum_appointments_locale";`)
}

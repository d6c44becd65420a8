import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" ADD COLUMN "import_key" varchar;
  ALTER TABLE "clients" ADD COLUMN "birthday" varchar;
  ALTER TABLE "clients" ADD COLUMN "client_since" varchar;
  ALTER TABLE "clients" ADD COLUMN "no_sms_marketing" boolean DEFAULT false;
  ALTER TABLE "clients" ADD COLUMN "no_email_marketing" boolean DEFAULT false;
  ALTER TABLE "clients" ADD COLUMN "imported_visits" numeric;
  ALTER TABLE "clients" ADD COLUMN "imported_no_shows" numeric;
  CREATE INDEX "appointments_import_key_idx" ON "appointments" USING btree ("import_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "appointments_import_key_idx";
  ALTER TABLE "appointments" DROP COLUMN "import_key";
  ALTER TABLE "clients" DROP COLUMN "birthday";
  ALTER TABLE "clients" DROP COLUMN "client_since";
  ALTER TABLE "clients" DROP COLUMN "no_sms_marketing";
  ALTER TABLE "clients" DROP COLUMN "no_email_marketing";
  ALTER TABLE "clients" DROP COLUMN "imported_visits";
  ALTER TABLE "clients" DROP COLUMN "imported_no_shows";`)
}

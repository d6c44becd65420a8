import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Opt-in marketing (issue 31): both "no offers" flags default to true, and clients stored before
// anyone could choose are set to no offers (see the SQLite migration of the same name).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "clients" ALTER COLUMN "no_sms_marketing" SET DEFAULT true;
  ALTER TABLE "clients" ALTER COLUMN "no_email_marketing" SET DEFAULT true;
  ALTER TABLE "clients" ADD COLUMN "marketing_changed_at" timestamp(3) with time zone;
  UPDATE "clients" SET "no_sms_marketing" = true, "no_email_marketing" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "clients" ALTER COLUMN "no_sms_marketing" SET DEFAULT false;
  ALTER TABLE "clients" ALTER COLUMN "no_email_marketing" SET DEFAULT false;
  ALTER TABLE "clients" DROP COLUMN "marketing_changed_at";`)
}

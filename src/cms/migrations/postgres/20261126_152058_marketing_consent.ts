import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "clients" ALTER COLUMN "no_sms_marketing" SET DEFAULT true;
  ALTER TABLE "clients" ALTER COLUMN "no_email_marketing" SET DEFAULT true;
  ALTER TABLE "clients" ADD COLUMN "marketing_changed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "clients" ALTER COLUMN "no_sms_marketing" SET DEFAULT false;
  ALTER TABLE "clients" ALTER COLUMN "no_email_marketing" SET DEFAULT false;
  ALTER TABLE "clients" DROP COLUMN "marketing_changed_at";`)
}

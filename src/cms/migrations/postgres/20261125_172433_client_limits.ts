import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_settings" ADD COLUMN "client_limits_services_per_day" numeric DEFAULT 4 NOT NULL;
  ALTER TABLE "booking_settings" ADD COLUMN "client_limits_upcoming_visits" numeric DEFAULT 6 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_settings" DROP COLUMN "client_limits_services_per_day";
  ALTER TABLE "booking_settings" DROP COLUMN "client_limits_upcoming_visits";`)
}

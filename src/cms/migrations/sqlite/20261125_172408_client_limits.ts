import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`client_limits_services_per_day\` numeric DEFAULT 4 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`client_limits_upcoming_visits\` numeric DEFAULT 6 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`client_limits_services_per_day\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`client_limits_upcoming_visits\`;`)
}

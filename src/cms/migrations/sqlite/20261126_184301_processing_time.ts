import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services\` ADD \`processing_after\` numeric;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`processing_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_processing_after\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_processing_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`appointments_items\` ADD \`processing_after\` numeric;`)
  await db.run(sql`ALTER TABLE \`appointments_items\` ADD \`processing_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`overlap_with\` text;`)
  await db.run(sql`ALTER TABLE \`booking_slots\` ADD \`overlap\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`processing_after\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`processing_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_processing_after\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_processing_minutes\`;`)
  await db.run(sql`ALTER TABLE \`appointments_items\` DROP COLUMN \`processing_after\`;`)
  await db.run(sql`ALTER TABLE \`appointments_items\` DROP COLUMN \`processing_minutes\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`overlap_with\`;`)
  await db.run(sql`ALTER TABLE \`booking_slots\` DROP COLUMN \`overlap\`;`)
}

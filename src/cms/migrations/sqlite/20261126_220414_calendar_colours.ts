import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`calendar_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`colour_by\` text DEFAULT 'stylist' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`services_categories\` ADD \`calendar_colour\` text;`)
  await db.run(sql`ALTER TABLE \`_services_categories_v\` ADD \`version_calendar_colour\` text;`)
  await db.run(sql`ALTER TABLE \`employees\` ADD \`calendar_colour\` text;`)
  await db.run(sql`ALTER TABLE \`_employees_v\` ADD \`version_calendar_colour\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`calendar_settings\`;`)
  await db.run(sql`ALTER TABLE \`services_categories\` DROP COLUMN \`calendar_colour\`;`)
  await db.run(sql`ALTER TABLE \`_services_categories_v\` DROP COLUMN \`version_calendar_colour\`;`)
  await db.run(sql`ALTER TABLE \`employees\` DROP COLUMN \`calendar_colour\`;`)
  await db.run(sql`ALTER TABLE \`_employees_v\` DROP COLUMN \`version_calendar_colour\`;`)
}

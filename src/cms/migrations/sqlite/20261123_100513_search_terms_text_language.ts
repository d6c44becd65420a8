import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`search_terms\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_search_terms\` text;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`locale\` text DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`search_terms\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_search_terms\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`locale\`;`)
}

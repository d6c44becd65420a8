import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`salons_locales\` ADD \`area\` text;`)
  await db.run(sql`ALTER TABLE \`_salons_v_locales\` ADD \`version_area\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`salons_locales\` DROP COLUMN \`area\`;`)
  await db.run(sql`ALTER TABLE \`_salons_v_locales\` DROP COLUMN \`version_area\`;`)
}

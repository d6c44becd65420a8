import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`appointments_items\` ADD \`option_id\` text;`)
  await db.run(sql`ALTER TABLE \`appointments_items\` ADD \`option_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`appointments_items\` DROP COLUMN \`option_id\`;`)
  await db.run(sql`ALTER TABLE \`appointments_items\` DROP COLUMN \`option_name\`;`)
}

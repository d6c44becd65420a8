import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`forwarding_status\` text DEFAULT 'off';`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`forwarding_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`forwarding_last_error\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`callback_requests\` DROP COLUMN \`forwarding_status\`;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` DROP COLUMN \`forwarding_attempts\`;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` DROP COLUMN \`forwarding_last_error\`;`)
}

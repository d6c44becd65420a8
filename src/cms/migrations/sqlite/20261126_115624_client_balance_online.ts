import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`client_ledger\` ADD \`visit_id\` text;`)
  await db.run(sql`ALTER TABLE \`client_ledger\` ADD \`keep_if_late\` numeric;`)
  await db.run(sql`CREATE INDEX \`client_ledger_visit_id_idx\` ON \`client_ledger\` (\`visit_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`client_ledger_visit_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`client_ledger\` DROP COLUMN \`visit_id\`;`)
  await db.run(sql`ALTER TABLE \`client_ledger\` DROP COLUMN \`keep_if_late\`;`)
}

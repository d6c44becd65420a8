import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`source\` text;`)
  await db.run(sql`CREATE INDEX \`appointments_source_idx\` ON \`appointments\` (\`source\`);`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`staff_notes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`appointments_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`staff_notes\`;`)
}

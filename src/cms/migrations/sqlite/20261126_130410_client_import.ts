import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`import_key\` text;`)
  await db.run(sql`CREATE INDEX \`appointments_import_key_idx\` ON \`appointments\` (\`import_key\`);`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`birthday\` text;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`client_since\` text;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`no_sms_marketing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`no_email_marketing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`imported_visits\` numeric;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`imported_no_shows\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`appointments_import_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`import_key\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`birthday\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`client_since\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`no_sms_marketing\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`no_email_marketing\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`imported_visits\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`imported_no_shows\`;`)
}

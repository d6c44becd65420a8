import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`wordpress_item_id\` numeric;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`wordpress_modified\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`wordpress_source\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`wordpress_hash\` text;`)
  await db.run(sql`CREATE INDEX \`vacancies_wordpress_wordpress_item_id_idx\` ON \`vacancies\` (\`wordpress_item_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_wordpress_wordpress_source_idx\` ON \`vacancies\` (\`wordpress_source\`);`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_wordpress_item_id\` numeric;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_wordpress_modified\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_wordpress_source\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_wordpress_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_wordpress_version_wordpress_item_id_idx\` ON \`_vacancies_v\` (\`version_wordpress_item_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_wordpress_version_wordpress_source_idx\` ON \`_vacancies_v\` (\`version_wordpress_source\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`vacancies_wordpress_wordpress_item_id_idx\`;`)
  await db.run(sql`DROP INDEX \`vacancies_wordpress_wordpress_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`wordpress_item_id\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`wordpress_modified\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`wordpress_source\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`wordpress_hash\`;`)
  await db.run(sql`DROP INDEX \`_vacancies_v_version_wordpress_version_wordpress_item_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_vacancies_v_version_wordpress_version_wordpress_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_wordpress_item_id\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_wordpress_modified\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_wordpress_source\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_wordpress_hash\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`salons_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text,
  	\`start\` text,
  	\`end\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`salons_opening_hours_order_idx\` ON \`salons_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`salons_opening_hours_parent_id_idx\` ON \`salons_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_salons_v_version_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`weekday\` text,
  	\`start\` text,
  	\`end\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_salons_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_salons_v_version_opening_hours_order_idx\` ON \`_salons_v_version_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_opening_hours_parent_id_idx\` ON \`_salons_v_version_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`seo_body\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_seo_body\` text;`)
  await db.run(sql`ALTER TABLE \`services_categories_locales\` ADD \`seo_body\` text;`)
  await db.run(sql`ALTER TABLE \`_services_categories_v_locales\` ADD \`version_seo_body\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`salons_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`_salons_v_version_opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`seo_body\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_seo_body\`;`)
  await db.run(sql`ALTER TABLE \`services_categories_locales\` DROP COLUMN \`seo_body\`;`)
  await db.run(sql`ALTER TABLE \`_services_categories_v_locales\` DROP COLUMN \`version_seo_body\`;`)
}

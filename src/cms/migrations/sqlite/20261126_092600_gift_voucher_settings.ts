import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`voucher_settings_presets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`voucher_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`voucher_settings_presets_order_idx\` ON \`voucher_settings_presets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`voucher_settings_presets_parent_id_idx\` ON \`voucher_settings_presets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`voucher_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_amount\` numeric DEFAULT 10 NOT NULL,
  	\`max_amount\` numeric DEFAULT 500 NOT NULL,
  	\`valid_months\` numeric DEFAULT 12 NOT NULL,
  	\`service_vouchers\` integer DEFAULT true,
  	\`send_to_recipient\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`voucher_settings_presets\`;`)
  await db.run(sql`DROP TABLE \`voucher_settings\`;`)
}

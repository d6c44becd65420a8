import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`services_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`salon_id\` integer,
  	\`price\` numeric,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_prices_order_idx\` ON \`services_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_prices_parent_id_idx\` ON \`services_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_prices_salon_idx\` ON \`services_prices\` (\`salon_id\`);`)
  await db.run(sql`CREATE TABLE \`services_params\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price_from\` numeric,
  	\`price_to\` numeric,
  	\`duration\` numeric,
  	\`crm_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_params_order_idx\` ON \`services_params\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_params_parent_id_idx\` ON \`services_params\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_params_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_params\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_params_locales_locale_parent_id_unique\` ON \`services_params_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`path\` text,
  	\`order\` numeric DEFAULT 0,
  	\`duration\` numeric,
  	\`gender\` text DEFAULT 'female',
  	\`price_from\` numeric,
  	\`price_to\` numeric,
  	\`with_params\` integer DEFAULT false,
  	\`preview_image_id\` integer,
  	\`public\` integer DEFAULT true,
  	\`archive\` integer DEFAULT false,
  	\`crm_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_category_idx\` ON \`services\` (\`category_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_path_idx\` ON \`services\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`services_order_idx\` ON \`services\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`services_preview_image_idx\` ON \`services\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_crm_id_idx\` ON \`services\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`services_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`seo_text\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_locales_locale_parent_id_unique\` ON \`services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_categories_id\` integer,
  	\`services_id\` integer,
  	\`salons_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_categories_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_rels_order_idx\` ON \`services_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`services_rels_parent_idx\` ON \`services_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_rels_path_idx\` ON \`services_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`services_rels_services_categories_id_idx\` ON \`services_rels\` (\`services_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`services_rels_services_id_idx\` ON \`services_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`services_rels_salons_id_idx\` ON \`services_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salon_id\` integer,
  	\`price\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_prices_order_idx\` ON \`_services_v_version_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_prices_parent_id_idx\` ON \`_services_v_version_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_prices_salon_idx\` ON \`_services_v_version_prices\` (\`salon_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_params\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price_from\` numeric,
  	\`price_to\` numeric,
  	\`duration\` numeric,
  	\`crm_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_params_order_idx\` ON \`_services_v_version_params\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_params_parent_id_idx\` ON \`_services_v_version_params\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_params_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_version_params\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_version_params_locales_locale_parent_id_unique\` ON \`_services_v_version_params_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_path\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_duration\` numeric,
  	\`version_gender\` text DEFAULT 'female',
  	\`version_price_from\` numeric,
  	\`version_price_to\` numeric,
  	\`version_with_params\` integer DEFAULT false,
  	\`version_preview_image_id\` integer,
  	\`version_public\` integer DEFAULT true,
  	\`version_archive\` integer DEFAULT false,
  	\`version_crm_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_slug_idx\` ON \`_services_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_category_idx\` ON \`_services_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_path_idx\` ON \`_services_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_order_idx\` ON \`_services_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_preview_image_idx\` ON \`_services_v\` (\`version_preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_crm_id_idx\` ON \`_services_v\` (\`version_crm_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_snapshot_idx\` ON \`_services_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_published_locale_idx\` ON \`_services_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_seo_text\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_locales_locale_parent_id_unique\` ON \`_services_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_categories_id\` integer,
  	\`services_id\` integer,
  	\`salons_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_categories_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_rels_order_idx\` ON \`_services_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_parent_idx\` ON \`_services_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_path_idx\` ON \`_services_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_services_categories_id_idx\` ON \`_services_v_rels\` (\`services_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_services_id_idx\` ON \`_services_v_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_rels_salons_id_idx\` ON \`_services_v_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE TABLE \`services_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`parent_id\` integer,
  	\`path\` text,
  	\`level\` text,
  	\`order\` numeric DEFAULT 0,
  	\`preview_image_id\` integer,
  	\`crm_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`services_categories_slug_idx\` ON \`services_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_categories_parent_idx\` ON \`services_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_categories_path_idx\` ON \`services_categories\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`services_categories_order_idx\` ON \`services_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`services_categories_preview_image_idx\` ON \`services_categories\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_categories_updated_at_idx\` ON \`services_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_categories_created_at_idx\` ON \`services_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services_categories__status_idx\` ON \`services_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`services_categories_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`seo_text\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_categories_locales_locale_parent_id_unique\` ON \`services_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
  	\`version_path\` text,
  	\`version_level\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_preview_image_id\` integer,
  	\`version_crm_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_categories_v_parent_idx\` ON \`_services_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_version_version_slug_idx\` ON \`_services_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_version_version_parent_idx\` ON \`_services_categories_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_version_version_path_idx\` ON \`_services_categories_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_version_version_order_idx\` ON \`_services_categories_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_version_version_preview_image_idx\` ON \`_services_categories_v\` (\`version_preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_version_version_updated_at_idx\` ON \`_services_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_version_version_created_at_idx\` ON \`_services_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_version_version__status_idx\` ON \`_services_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_created_at_idx\` ON \`_services_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_updated_at_idx\` ON \`_services_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_snapshot_idx\` ON \`_services_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_published_locale_idx\` ON \`_services_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_services_categories_v_latest_idx\` ON \`_services_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_services_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_seo_text\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_categories_v_locales_locale_parent_id_unique\` ON \`_services_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`salons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`address_postcode\` text,
  	\`phone\` text,
  	\`geo_lat\` numeric,
  	\`geo_lng\` numeric,
  	\`timezone\` text DEFAULT 'Europe/London',
  	\`active\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`crm_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`salons_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`salons_slug_idx\` ON \`salons\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`salons_category_idx\` ON \`salons\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`salons_order_idx\` ON \`salons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`salons_image_idx\` ON \`salons\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`salons_updated_at_idx\` ON \`salons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`salons_created_at_idx\` ON \`salons\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`salons__status_idx\` ON \`salons\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`salons_locales\` (
  	\`title\` text,
  	\`address_street\` text,
  	\`address_city\` text,
  	\`description\` text,
  	\`seo_text\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`salons_locales_locale_parent_id_unique\` ON \`salons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_salons_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_address_postcode\` text,
  	\`version_phone\` text,
  	\`version_geo_lat\` numeric,
  	\`version_geo_lng\` numeric,
  	\`version_timezone\` text DEFAULT 'Europe/London',
  	\`version_active\` integer DEFAULT true,
  	\`version_image_id\` integer,
  	\`version_crm_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`salons_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_salons_v_parent_idx\` ON \`_salons_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_slug_idx\` ON \`_salons_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_category_idx\` ON \`_salons_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_order_idx\` ON \`_salons_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_image_idx\` ON \`_salons_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_updated_at_idx\` ON \`_salons_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_created_at_idx\` ON \`_salons_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version__status_idx\` ON \`_salons_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_created_at_idx\` ON \`_salons_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_updated_at_idx\` ON \`_salons_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_snapshot_idx\` ON \`_salons_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_published_locale_idx\` ON \`_salons_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_latest_idx\` ON \`_salons_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_salons_v_locales\` (
  	\`version_title\` text,
  	\`version_address_street\` text,
  	\`version_address_city\` text,
  	\`version_description\` text,
  	\`version_seo_text\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_salons_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_salons_v_locales_locale_parent_id_unique\` ON \`_salons_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`salons_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`external_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`salons_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`salons_categories_slug_idx\` ON \`salons_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`salons_categories_parent_idx\` ON \`salons_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`salons_categories_order_idx\` ON \`salons_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`salons_categories_updated_at_idx\` ON \`salons_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`salons_categories_created_at_idx\` ON \`salons_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`salons_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`salons_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`salons_categories_locales_locale_parent_id_unique\` ON \`salons_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`employees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`photo_id\` integer,
  	\`work_category_id\` integer,
  	\`rating\` numeric DEFAULT 0,
  	\`crm_id\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`work_category_id\`) REFERENCES \`employees_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`employees_slug_idx\` ON \`employees\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`employees_photo_idx\` ON \`employees\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_work_category_idx\` ON \`employees\` (\`work_category_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_crm_id_idx\` ON \`employees\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_order_idx\` ON \`employees\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`employees_updated_at_idx\` ON \`employees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`employees_created_at_idx\` ON \`employees\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`employees__status_idx\` ON \`employees\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`employees_locales\` (
  	\`name\` text,
  	\`bio\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`employees_locales_locale_parent_id_unique\` ON \`employees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`employees_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`skills_id\` integer,
  	\`positions_id\` integer,
  	\`salons_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skills_id\`) REFERENCES \`skills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`positions_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`employees_rels_order_idx\` ON \`employees_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_parent_idx\` ON \`employees_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_path_idx\` ON \`employees_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_skills_id_idx\` ON \`employees_rels\` (\`skills_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_positions_id_idx\` ON \`employees_rels\` (\`positions_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_salons_id_idx\` ON \`employees_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE TABLE \`_employees_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_photo_id\` integer,
  	\`version_work_category_id\` integer,
  	\`version_rating\` numeric DEFAULT 0,
  	\`version_crm_id\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_work_category_id\`) REFERENCES \`employees_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_employees_v_parent_idx\` ON \`_employees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_slug_idx\` ON \`_employees_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_photo_idx\` ON \`_employees_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_work_category_idx\` ON \`_employees_v\` (\`version_work_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_crm_id_idx\` ON \`_employees_v\` (\`version_crm_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_order_idx\` ON \`_employees_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_updated_at_idx\` ON \`_employees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version_created_at_idx\` ON \`_employees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_version__status_idx\` ON \`_employees_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_created_at_idx\` ON \`_employees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_updated_at_idx\` ON \`_employees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_snapshot_idx\` ON \`_employees_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_published_locale_idx\` ON \`_employees_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_latest_idx\` ON \`_employees_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_employees_v_locales\` (
  	\`version_name\` text,
  	\`version_bio\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_employees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_employees_v_locales_locale_parent_id_unique\` ON \`_employees_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_employees_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`skills_id\` integer,
  	\`positions_id\` integer,
  	\`salons_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_employees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skills_id\`) REFERENCES \`skills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`positions_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_order_idx\` ON \`_employees_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_parent_idx\` ON \`_employees_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_path_idx\` ON \`_employees_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_skills_id_idx\` ON \`_employees_v_rels\` (\`skills_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_positions_id_idx\` ON \`_employees_v_rels\` (\`positions_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_salons_id_idx\` ON \`_employees_v_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE TABLE \`employees_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`employees_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`employees_categories_slug_idx\` ON \`employees_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`employees_categories_parent_idx\` ON \`employees_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_categories_order_idx\` ON \`employees_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`employees_categories_updated_at_idx\` ON \`employees_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`employees_categories_created_at_idx\` ON \`employees_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`employees_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`employees_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`employees_categories_locales_locale_parent_id_unique\` ON \`employees_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`skills\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`category_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`skills\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`skills_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`skills_slug_idx\` ON \`skills\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`skills_parent_idx\` ON \`skills\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`skills_order_idx\` ON \`skills\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`skills_category_idx\` ON \`skills\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`skills_updated_at_idx\` ON \`skills\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`skills_created_at_idx\` ON \`skills\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`skills_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`skills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`skills_locales_locale_parent_id_unique\` ON \`skills_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`skills_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`skills_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`skills_categories_slug_idx\` ON \`skills_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`skills_categories_parent_idx\` ON \`skills_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`skills_categories_order_idx\` ON \`skills_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`skills_categories_updated_at_idx\` ON \`skills_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`skills_categories_created_at_idx\` ON \`skills_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`skills_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`skills_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`skills_categories_locales_locale_parent_id_unique\` ON \`skills_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`positions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`role\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`positions_slug_idx\` ON \`positions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`positions_parent_idx\` ON \`positions\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`positions_order_idx\` ON \`positions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`positions_updated_at_idx\` ON \`positions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`positions_created_at_idx\` ON \`positions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`positions_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`positions_locales_locale_parent_id_unique\` ON \`positions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_title_lines_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`accent\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_title_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_title_lines_items_order_idx\` ON \`articles_title_lines_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_title_lines_items_parent_id_idx\` ON \`articles_title_lines_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_title_lines_items_locale_idx\` ON \`articles_title_lines_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`articles_title_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_title_lines_order_idx\` ON \`articles_title_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_title_lines_parent_id_idx\` ON \`articles_title_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_title_lines_locale_idx\` ON \`articles_title_lines\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`preview_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_date_idx\` ON \`articles\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`articles_preview_image_idx\` ON \`articles\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_categories_id\`) REFERENCES \`articles_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_articles_categories_id_idx\` ON \`articles_rels\` (\`articles_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_title_lines_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`accent\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_version_title_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_title_lines_items_order_idx\` ON \`_articles_v_version_title_lines_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_title_lines_items_parent_id_idx\` ON \`_articles_v_version_title_lines_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_title_lines_items_locale_idx\` ON \`_articles_v_version_title_lines_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_title_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_title_lines_order_idx\` ON \`_articles_v_version_title_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_title_lines_parent_id_idx\` ON \`_articles_v_version_title_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_title_lines_locale_idx\` ON \`_articles_v_version_title_lines\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_preview_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_date_idx\` ON \`_articles_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_preview_image_idx\` ON \`_articles_v\` (\`version_preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_categories_id\`) REFERENCES \`articles_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_articles_categories_id_idx\` ON \`_articles_v_rels\` (\`articles_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_categories_slug_idx\` ON \`articles_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_categories_parent_idx\` ON \`articles_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_categories_order_idx\` ON \`articles_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_categories_updated_at_idx\` ON \`articles_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_categories_created_at_idx\` ON \`articles_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_categories_locales_locale_parent_id_unique\` ON \`articles_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`preview_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_slug_idx\` ON \`vacancies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_order_idx\` ON \`vacancies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_preview_image_idx\` ON \`vacancies\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_updated_at_idx\` ON \`vacancies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_created_at_idx\` ON \`vacancies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies__status_idx\` ON \`vacancies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_locales_locale_parent_id_unique\` ON \`vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`salons_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_rels_order_idx\` ON \`vacancies_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_parent_idx\` ON \`vacancies_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_path_idx\` ON \`vacancies_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_salons_id_idx\` ON \`vacancies_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_preview_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_parent_idx\` ON \`_vacancies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_slug_idx\` ON \`_vacancies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_order_idx\` ON \`_vacancies_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_preview_image_idx\` ON \`_vacancies_v\` (\`version_preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_updated_at_idx\` ON \`_vacancies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_created_at_idx\` ON \`_vacancies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version__status_idx\` ON \`_vacancies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_created_at_idx\` ON \`_vacancies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_updated_at_idx\` ON \`_vacancies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_snapshot_idx\` ON \`_vacancies_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_published_locale_idx\` ON \`_vacancies_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_latest_idx\` ON \`_vacancies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vacancies_v_locales_locale_parent_id_unique\` ON \`_vacancies_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`salons_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_order_idx\` ON \`_vacancies_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_parent_idx\` ON \`_vacancies_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_path_idx\` ON \`_vacancies_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_salons_id_idx\` ON \`_vacancies_v_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_image_idx\` ON \`pages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_image_idx\` ON \`_pages_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_medium_large_url\` text,
  	\`sizes_medium_large_width\` numeric,
  	\`sizes_medium_large_height\` numeric,
  	\`sizes_medium_large_mime_type\` text,
  	\`sizes_medium_large_filesize\` numeric,
  	\`sizes_medium_large_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_large_sizes_medium_large_filename_idx\` ON \`media\` (\`sizes_medium_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`callback_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`link\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`forwarded_at\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`callback_requests_updated_at_idx\` ON \`callback_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_created_at_idx\` ON \`callback_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	\`services_categories_id\` integer,
  	\`salons_id\` integer,
  	\`salons_categories_id\` integer,
  	\`employees_id\` integer,
  	\`employees_categories_id\` integer,
  	\`skills_id\` integer,
  	\`skills_categories_id\` integer,
  	\`positions_id\` integer,
  	\`articles_id\` integer,
  	\`articles_categories_id\` integer,
  	\`vacancies_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`callback_requests_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_categories_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_categories_id\`) REFERENCES \`salons_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_categories_id\`) REFERENCES \`employees_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skills_id\`) REFERENCES \`skills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skills_categories_id\`) REFERENCES \`skills_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`positions_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_categories_id\`) REFERENCES \`articles_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`callback_requests_id\`) REFERENCES \`callback_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`services_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_salons_id_idx\` ON \`payload_locked_documents_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_salons_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`salons_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_employees_id_idx\` ON \`payload_locked_documents_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_employees_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`employees_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skills_id_idx\` ON \`payload_locked_documents_rels\` (\`skills_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skills_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`skills_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancies_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contacts_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_phones_order_idx\` ON \`contacts_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_phones_parent_id_idx\` ON \`contacts_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contacts_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_socials_order_idx\` ON \`contacts_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contacts_socials_parent_id_idx\` ON \`contacts_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contacts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`year\` numeric DEFAULT 2024,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`contacts_locales\` (
  	\`address\` text,
  	\`work_time\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contacts_locales_locale_parent_id_unique\` ON \`contacts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_popular_searches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_popular_searches_order_idx\` ON \`site_settings_popular_searches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_popular_searches_parent_id_idx\` ON \`site_settings_popular_searches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_popular_searches_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_popular_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_popular_searches_locales_locale_parent_id_uniq\` ON \`site_settings_popular_searches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text DEFAULT 'Parlour' NOT NULL,
  	\`booking_store_url\` text,
  	\`london_salon_site_url\` text,
  	\`partner_url\` text,
  	\`academy_url\` text,
  	\`app_store_url\` text,
  	\`play_store_url\` text,
  	\`default_salon_id\` integer,
  	\`footer_top_categories_women_id\` integer,
  	\`footer_top_categories_men_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`default_salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`footer_top_categories_women_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`footer_top_categories_men_id\`) REFERENCES \`services_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_default_salon_idx\` ON \`site_settings\` (\`default_salon_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_top_categories_footer_top_categorie_idx\` ON \`site_settings\` (\`footer_top_categories_women_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_top_categories_footer_top_categor_1_idx\` ON \`site_settings\` (\`footer_top_categories_men_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`tagline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_prices\`;`)
  await db.run(sql`DROP TABLE \`services_params\`;`)
  await db.run(sql`DROP TABLE \`services_params_locales\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`services_locales\`;`)
  await db.run(sql`DROP TABLE \`services_rels\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_prices\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_params\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_params_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`_services_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_rels\`;`)
  await db.run(sql`DROP TABLE \`services_categories\`;`)
  await db.run(sql`DROP TABLE \`services_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_services_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`salons\`;`)
  await db.run(sql`DROP TABLE \`salons_locales\`;`)
  await db.run(sql`DROP TABLE \`_salons_v\`;`)
  await db.run(sql`DROP TABLE \`_salons_v_locales\`;`)
  await db.run(sql`DROP TABLE \`salons_categories\`;`)
  await db.run(sql`DROP TABLE \`salons_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`employees\`;`)
  await db.run(sql`DROP TABLE \`employees_locales\`;`)
  await db.run(sql`DROP TABLE \`employees_rels\`;`)
  await db.run(sql`DROP TABLE \`_employees_v\`;`)
  await db.run(sql`DROP TABLE \`_employees_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_employees_v_rels\`;`)
  await db.run(sql`DROP TABLE \`employees_categories\`;`)
  await db.run(sql`DROP TABLE \`employees_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`skills\`;`)
  await db.run(sql`DROP TABLE \`skills_locales\`;`)
  await db.run(sql`DROP TABLE \`skills_categories\`;`)
  await db.run(sql`DROP TABLE \`skills_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`positions\`;`)
  await db.run(sql`DROP TABLE \`positions_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_title_lines_items\`;`)
  await db.run(sql`DROP TABLE \`articles_title_lines\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_title_lines_items\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_title_lines\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`articles_categories\`;`)
  await db.run(sql`DROP TABLE \`articles_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies_rels\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_rels\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`callback_requests\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`contacts_phones\`;`)
  await db.run(sql`DROP TABLE \`contacts_socials\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
  await db.run(sql`DROP TABLE \`contacts_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_popular_searches\`;`)
  await db.run(sql`DROP TABLE \`site_settings_popular_searches_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
}

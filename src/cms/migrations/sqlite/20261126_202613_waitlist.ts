import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`waitlist_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`state\` text DEFAULT 'waiting' NOT NULL,
  	\`stylist_id\` integer,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`part\` text,
  	\`joined_at\` text NOT NULL,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`added_by\` text DEFAULT 'client' NOT NULL,
  	\`offer_visit_id\` integer,
  	\`offer_stylist_id\` integer,
  	\`offer_start\` text,
  	\`offer_until\` text,
  	\`offers_made\` numeric DEFAULT 0,
  	\`passed\` text,
  	\`booked_visit_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`offer_visit_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`offer_stylist_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booked_visit_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`waitlist_entries_client_idx\` ON \`waitlist_entries\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_salon_idx\` ON \`waitlist_entries\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_state_idx\` ON \`waitlist_entries\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_stylist_idx\` ON \`waitlist_entries\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_from_idx\` ON \`waitlist_entries\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_to_idx\` ON \`waitlist_entries\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_joined_at_idx\` ON \`waitlist_entries\` (\`joined_at\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_offer_offer_visit_idx\` ON \`waitlist_entries\` (\`offer_visit_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_offer_offer_stylist_idx\` ON \`waitlist_entries\` (\`offer_stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_booked_visit_idx\` ON \`waitlist_entries\` (\`booked_visit_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_updated_at_idx\` ON \`waitlist_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_created_at_idx\` ON \`waitlist_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`waitlist_entries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`waitlist_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`waitlist_entries_rels_order_idx\` ON \`waitlist_entries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_rels_parent_idx\` ON \`waitlist_entries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_rels_path_idx\` ON \`waitlist_entries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_rels_services_id_idx\` ON \`waitlist_entries_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`waitlist_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`offer_minutes\` numeric DEFAULT 30 NOT NULL,
  	\`texts_from\` text DEFAULT '08:00' NOT NULL,
  	\`texts_until\` text DEFAULT '21:00' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`waitlist_entries_id\` integer REFERENCES waitlist_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_waitlist_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`waitlist_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`waitlist_entries\`;`)
  await db.run(sql`DROP TABLE \`waitlist_entries_rels\`;`)
  await db.run(sql`DROP TABLE \`waitlist_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`rate_limits_id\` integer,
  	\`users_id\` integer,
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
  	\`redirects_id\` integer,
  	\`callback_requests_id\` integer,
  	\`appointments_id\` integer,
  	\`clients_id\` integer,
  	\`reviews_id\` integer,
  	\`booking_slots_id\` integer,
  	\`booking_requests_id\` integer,
  	\`sms_messages_id\` integer,
  	\`time_blocks_id\` integer,
  	\`payments_id\` integer,
  	\`payment_requests_id\` integer,
  	\`stripe_events_id\` integer,
  	\`vouchers_id\` integer,
  	\`voucher_movements_id\` integer,
  	\`sales_id\` integer,
  	\`till_entries_id\` integer,
  	\`client_ledger_id\` integer,
  	\`drawer_counts_id\` integer,
  	\`auth_codes_id\` integer,
  	\`sessions_id\` integer,
  	\`provider_grants_id\` integer,
  	\`wordpress_runs_id\` integer,
  	\`data_log_id\` integer,
  	\`data_requests_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`callback_requests_id\`) REFERENCES \`callback_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_slots_id\`) REFERENCES \`booking_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_requests_id\`) REFERENCES \`booking_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_messages_id\`) REFERENCES \`sms_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`time_blocks_id\`) REFERENCES \`time_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_requests_id\`) REFERENCES \`payment_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`voucher_movements_id\`) REFERENCES \`voucher_movements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_id\`) REFERENCES \`sales\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`till_entries_id\`) REFERENCES \`till_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_ledger_id\`) REFERENCES \`client_ledger\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`drawer_counts_id\`) REFERENCES \`drawer_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_codes_id\`) REFERENCES \`auth_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provider_grants_id\`) REFERENCES \`provider_grants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wordpress_runs_id\`) REFERENCES \`wordpress_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_log_id\`) REFERENCES \`data_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_requests_id\`) REFERENCES \`data_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "rate_limits_id", "users_id", "services_id", "services_categories_id", "salons_id", "salons_categories_id", "employees_id", "employees_categories_id", "skills_id", "skills_categories_id", "positions_id", "articles_id", "articles_categories_id", "vacancies_id", "pages_id", "media_id", "redirects_id", "callback_requests_id", "appointments_id", "clients_id", "reviews_id", "booking_slots_id", "booking_requests_id", "sms_messages_id", "time_blocks_id", "payments_id", "payment_requests_id", "stripe_events_id", "vouchers_id", "voucher_movements_id", "sales_id", "till_entries_id", "client_ledger_id", "drawer_counts_id", "auth_codes_id", "sessions_id", "provider_grants_id", "wordpress_runs_id", "data_log_id", "data_requests_id") SELECT "id", "order", "parent_id", "path", "rate_limits_id", "users_id", "services_id", "services_categories_id", "salons_id", "salons_categories_id", "employees_id", "employees_categories_id", "skills_id", "skills_categories_id", "positions_id", "articles_id", "articles_categories_id", "vacancies_id", "pages_id", "media_id", "redirects_id", "callback_requests_id", "appointments_id", "clients_id", "reviews_id", "booking_slots_id", "booking_requests_id", "sms_messages_id", "time_blocks_id", "payments_id", "payment_requests_id", "stripe_events_id", "vouchers_id", "voucher_movements_id", "sales_id", "till_entries_id", "client_ledger_id", "drawer_counts_id", "auth_codes_id", "sessions_id", "provider_grants_id", "wordpress_runs_id", "data_log_id", "data_requests_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_time_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`time_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_voucher_movements_id_idx\` ON \`payload_locked_documents_rels\` (\`voucher_movements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_till_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`till_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`client_ledger_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drawer_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`drawer_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provider_grants_id_idx\` ON \`payload_locked_documents_rels\` (\`provider_grants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wordpress_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`wordpress_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_log_id_idx\` ON \`payload_locked_documents_rels\` (\`data_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`data_requests_id\`);`)
}

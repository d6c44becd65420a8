import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`appointment_id\` integer,
  	\`visit_id\` text,
  	\`client_id\` integer,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'gbp' NOT NULL,
  	\`stripe_id\` text NOT NULL,
  	\`payment_intent\` text,
  	\`request\` text,
  	\`note\` text,
  	\`by_staff_id\` integer,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_appointment_idx\` ON \`payments\` (\`appointment_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_visit_id_idx\` ON \`payments\` (\`visit_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_client_idx\` ON \`payments\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_kind_idx\` ON \`payments\` (\`kind\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_stripe_id_idx\` ON \`payments\` (\`stripe_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_payment_intent_idx\` ON \`payments\` (\`payment_intent\`);`)
  await db.run(sql`CREATE INDEX \`payments_request_idx\` ON \`payments\` (\`request\`);`)
  await db.run(sql`CREATE INDEX \`payments_by_staff_idx\` ON \`payments\` (\`by_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_at_idx\` ON \`payments\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`appointment_id\` integer,
  	\`visit_id\` text NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`key\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`state\` text DEFAULT 'opening' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`terms\` text,
  	\`checkout_session\` text,
  	\`url\` text,
  	\`expires_at\` text,
  	\`payment_intent\` text,
  	\`note\` text,
  	\`failure\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_requests_appointment_idx\` ON \`payment_requests\` (\`appointment_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_visit_id_idx\` ON \`payment_requests\` (\`visit_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_client_idx\` ON \`payment_requests\` (\`client_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_requests_key_idx\` ON \`payment_requests\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_state_idx\` ON \`payment_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_checkout_session_idx\` ON \`payment_requests\` (\`checkout_session\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_expires_at_idx\` ON \`payment_requests\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_payment_intent_idx\` ON \`payment_requests\` (\`payment_intent\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_updated_at_idx\` ON \`payment_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_created_at_idx\` ON \`payment_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stripe_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stripe_events_event_id_idx\` ON \`stripe_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_updated_at_idx\` ON \`stripe_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_created_at_idx\` ON \`stripe_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`prepayment_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_prepayment_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`employees\` ADD \`prepayment_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_employees_v\` ADD \`version_prepayment_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`prepayment_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`stripe_customer\` text;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`card_brand\` text;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`card_last4\` text;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`card_payment_method\` text;`)
  await db.run(sql`CREATE INDEX \`clients_stripe_customer_idx\` ON \`clients\` (\`stripe_customer\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payments_id\` integer REFERENCES payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_requests_id\` integer REFERENCES payment_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stripe_events_id\` integer REFERENCES stripe_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`prepayments_required_type\` text DEFAULT 'card' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`prepayments_required_percent\` numeric DEFAULT 20;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`prepayments_required_amount\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`prepayments_late_cancel_fee_percent\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`prepayments_no_show_fee_percent\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`payment_requests\`;`)
  await db.run(sql`DROP TABLE \`stripe_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`redirects_id\` integer,
  	\`callback_requests_id\` integer,
  	\`appointments_id\` integer,
  	\`clients_id\` integer,
  	\`reviews_id\` integer,
  	\`sms_messages_id\` integer,
  	\`booking_slots_id\` integer,
  	\`time_blocks_id\` integer,
  	\`booking_requests_id\` integer,
  	\`auth_codes_id\` integer,
  	\`sessions_id\` integer,
  	\`provider_grants_id\` integer,
  	\`rate_limits_id\` integer,
  	\`users_id\` integer,
  	\`wordpress_runs_id\` integer,
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`callback_requests_id\`) REFERENCES \`callback_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_messages_id\`) REFERENCES \`sms_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_slots_id\`) REFERENCES \`booking_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`time_blocks_id\`) REFERENCES \`time_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_requests_id\`) REFERENCES \`booking_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_codes_id\`) REFERENCES \`auth_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provider_grants_id\`) REFERENCES \`provider_grants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wordpress_runs_id\`) REFERENCES \`wordpress_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "services_categories_id", "salons_id", "salons_categories_id", "employees_id", "employees_categories_id", "skills_id", "skills_categories_id", "positions_id", "articles_id", "articles_categories_id", "vacancies_id", "pages_id", "media_id", "redirects_id", "callback_requests_id", "appointments_id", "clients_id", "reviews_id", "sms_messages_id", "booking_slots_id", "time_blocks_id", "booking_requests_id", "auth_codes_id", "sessions_id", "provider_grants_id", "rate_limits_id", "users_id", "wordpress_runs_id") SELECT "id", "order", "parent_id", "path", "services_id", "services_categories_id", "salons_id", "salons_categories_id", "employees_id", "employees_categories_id", "skills_id", "skills_categories_id", "positions_id", "articles_id", "articles_categories_id", "vacancies_id", "pages_id", "media_id", "redirects_id", "callback_requests_id", "appointments_id", "clients_id", "reviews_id", "sms_messages_id", "booking_slots_id", "time_blocks_id", "booking_requests_id", "auth_codes_id", "sessions_id", "provider_grants_id", "rate_limits_id", "users_id", "wordpress_runs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_time_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`time_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provider_grants_id_idx\` ON \`payload_locked_documents_rels\` (\`provider_grants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wordpress_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`wordpress_runs_id\`);`)
  await db.run(sql`DROP INDEX \`clients_stripe_customer_idx\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`prepayment_required\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`stripe_customer\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`card_brand\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`card_last4\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`card_payment_method\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`prepayment_required\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_prepayment_required\`;`)
  await db.run(sql`ALTER TABLE \`employees\` DROP COLUMN \`prepayment_required\`;`)
  await db.run(sql`ALTER TABLE \`_employees_v\` DROP COLUMN \`version_prepayment_required\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`prepayments_required_type\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`prepayments_required_percent\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`prepayments_required_amount\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`prepayments_late_cancel_fee_percent\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`prepayments_no_show_fee_percent\`;`)
}

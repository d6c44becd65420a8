import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sales_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`service_id\` integer,
  	\`stylist_id\` integer,
  	\`list_price\` numeric NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`discount_reason\` text,
  	\`voucher_id\` integer,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`voucher_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sales\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_lines_order_idx\` ON \`sales_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sales_lines_parent_id_idx\` ON \`sales_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_lines_service_idx\` ON \`sales_lines\` (\`service_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_lines_stylist_idx\` ON \`sales_lines\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_lines_voucher_idx\` ON \`sales_lines\` (\`voucher_id\`);`)
  await db.run(sql`CREATE TABLE \`sales_tenders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`cash_given\` numeric,
  	\`change\` numeric,
  	\`last4\` text,
  	\`voucher_id\` integer,
  	\`points\` numeric,
  	\`payment_intent\` text,
  	FOREIGN KEY (\`voucher_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sales\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_tenders_order_idx\` ON \`sales_tenders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sales_tenders_parent_id_idx\` ON \`sales_tenders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_tenders_voucher_idx\` ON \`sales_tenders\` (\`voucher_id\`);`)
  await db.run(sql`CREATE TABLE \`sales\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`visit_id\` integer,
  	\`client_id\` integer,
  	\`walk_in_name\` text,
  	\`tip\` numeric DEFAULT 0,
  	\`tip_stylist_id\` integer,
  	\`prepaid\` numeric,
  	\`total\` numeric NOT NULL,
  	\`due\` numeric NOT NULL,
  	\`credited\` numeric,
  	\`points_earned\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'closed' NOT NULL,
  	\`closed_at\` text NOT NULL,
  	\`closed_by_id\` integer,
  	\`receipt\` integer DEFAULT false,
  	\`voided_at\` text,
  	\`voided_by_id\` integer,
  	\`void_reason\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`visit_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tip_stylist_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`closed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`voided_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_number_idx\` ON \`sales\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`sales_salon_idx\` ON \`sales\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_date_idx\` ON \`sales\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`sales_visit_idx\` ON \`sales\` (\`visit_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_client_idx\` ON \`sales\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_tip_stylist_idx\` ON \`sales\` (\`tip_stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_status_idx\` ON \`sales\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`sales_closed_at_idx\` ON \`sales\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`sales_closed_by_idx\` ON \`sales\` (\`closed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_voided_by_idx\` ON \`sales\` (\`voided_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sales_key_idx\` ON \`sales\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`sales_updated_at_idx\` ON \`sales\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sales_created_at_idx\` ON \`sales\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`till_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`sale_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`method\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`payment_intent\` text,
  	\`voucher_id\` integer,
  	\`note\` text,
  	\`by_staff_id\` integer,
  	\`key\` text,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sale_id\`) REFERENCES \`sales\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`voucher_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`till_entries_salon_idx\` ON \`till_entries\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`till_entries_date_idx\` ON \`till_entries\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`till_entries_sale_idx\` ON \`till_entries\` (\`sale_id\`);`)
  await db.run(sql`CREATE INDEX \`till_entries_voucher_idx\` ON \`till_entries\` (\`voucher_id\`);`)
  await db.run(sql`CREATE INDEX \`till_entries_by_staff_idx\` ON \`till_entries\` (\`by_staff_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`till_entries_key_idx\` ON \`till_entries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`till_entries_at_idx\` ON \`till_entries\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`till_entries_updated_at_idx\` ON \`till_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`till_entries_created_at_idx\` ON \`till_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`client_ledger\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`account\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`after\` numeric NOT NULL,
  	\`sale_id\` integer,
  	\`note\` text,
  	\`by_staff_id\` integer,
  	\`key\` text,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sale_id\`) REFERENCES \`sales\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`client_ledger_client_idx\` ON \`client_ledger\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`client_ledger_account_idx\` ON \`client_ledger\` (\`account\`);`)
  await db.run(sql`CREATE INDEX \`client_ledger_sale_idx\` ON \`client_ledger\` (\`sale_id\`);`)
  await db.run(sql`CREATE INDEX \`client_ledger_by_staff_idx\` ON \`client_ledger\` (\`by_staff_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`client_ledger_key_idx\` ON \`client_ledger\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`client_ledger_at_idx\` ON \`client_ledger\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`client_ledger_updated_at_idx\` ON \`client_ledger\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`client_ledger_created_at_idx\` ON \`client_ledger\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`drawer_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`expected\` numeric NOT NULL,
  	\`counted\` numeric NOT NULL,
  	\`difference\` numeric NOT NULL,
  	\`note\` text,
  	\`by_staff_id\` integer,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`drawer_counts_salon_idx\` ON \`drawer_counts\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`drawer_counts_date_idx\` ON \`drawer_counts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`drawer_counts_by_staff_idx\` ON \`drawer_counts\` (\`by_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`drawer_counts_updated_at_idx\` ON \`drawer_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`drawer_counts_created_at_idx\` ON \`drawer_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`till_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tips\` integer DEFAULT false,
  	\`bonus_enabled\` integer DEFAULT false,
  	\`bonus_per_pound\` numeric DEFAULT 1,
  	\`bonus_point_value\` numeric DEFAULT 1,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`sale_id\` integer REFERENCES sales(id);`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`sale_sum\` numeric;`)
  await db.run(sql`CREATE INDEX \`appointments_sale_idx\` ON \`appointments\` (\`sale_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sales_id\` integer REFERENCES sales(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`till_entries_id\` integer REFERENCES till_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`client_ledger_id\` integer REFERENCES client_ledger(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`drawer_counts_id\` integer REFERENCES drawer_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_till_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`till_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`client_ledger_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drawer_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`drawer_counts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sales_lines\`;`)
  await db.run(sql`DROP TABLE \`sales_tenders\`;`)
  await db.run(sql`DROP TABLE \`sales\`;`)
  await db.run(sql`DROP TABLE \`till_entries\`;`)
  await db.run(sql`DROP TABLE \`client_ledger\`;`)
  await db.run(sql`DROP TABLE \`drawer_counts\`;`)
  await db.run(sql`DROP TABLE \`till_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`client_id\` integer,
  	\`state\` text DEFAULT 'planned' NOT NULL,
  	\`date\` text,
  	\`start\` text,
  	\`end\` text,
  	\`held_until\` text,
  	\`hold_token_hash\` text,
  	\`cancel_reason\` text,
  	\`cancelled_at\` text,
  	\`locale\` text DEFAULT 'en',
  	\`reminder_sent_at\` text,
  	\`source\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_appointments\`("id", "salon_id", "client_id", "state", "date", "start", "end", "held_until", "hold_token_hash", "cancel_reason", "cancelled_at", "locale", "reminder_sent_at", "source", "note", "updated_at", "created_at") SELECT "id", "salon_id", "client_id", "state", "date", "start", "end", "held_until", "hold_token_hash", "cancel_reason", "cancelled_at", "locale", "reminder_sent_at", "source", "note", "updated_at", "created_at" FROM \`appointments\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`ALTER TABLE \`__new_appointments\` RENAME TO \`appointments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`appointments_salon_idx\` ON \`appointments\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_client_idx\` ON \`appointments\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_state_idx\` ON \`appointments\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`appointments_date_idx\` ON \`appointments\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`appointments_start_idx\` ON \`appointments\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointments_hold_token_hash_idx\` ON \`appointments\` (\`hold_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`appointments_source_idx\` ON \`appointments\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
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
  	\`auth_codes_id\` integer,
  	\`sessions_id\` integer,
  	\`provider_grants_id\` integer,
  	\`wordpress_runs_id\` integer,
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
  	FOREIGN KEY (\`auth_codes_id\`) REFERENCES \`auth_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provider_grants_id\`) REFERENCES \`provider_grants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wordpress_runs_id\`) REFERENCES \`wordpress_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "rate_limits_id", "users_id", "services_id", "services_categories_id", "salons_id", "salons_categories_id", "employees_id", "employees_categories_id", "skills_id", "skills_categories_id", "positions_id", "articles_id", "articles_categories_id", "vacancies_id", "pages_id", "media_id", "redirects_id", "callback_requests_id", "appointments_id", "clients_id", "reviews_id", "booking_slots_id", "booking_requests_id", "sms_messages_id", "time_blocks_id", "payments_id", "payment_requests_id", "stripe_events_id", "vouchers_id", "voucher_movements_id", "auth_codes_id", "sessions_id", "provider_grants_id", "wordpress_runs_id") SELECT "id", "order", "parent_id", "path", "rate_limits_id", "users_id", "services_id", "services_categories_id", "salons_id", "salons_categories_id", "employees_id", "employees_categories_id", "skills_id", "skills_categories_id", "positions_id", "articles_id", "articles_categories_id", "vacancies_id", "pages_id", "media_id", "redirects_id", "callback_requests_id", "appointments_id", "clients_id", "reviews_id", "booking_slots_id", "booking_requests_id", "sms_messages_id", "time_blocks_id", "payments_id", "payment_requests_id", "stripe_events_id", "vouchers_id", "voucher_movements_id", "auth_codes_id", "sessions_id", "provider_grants_id", "wordpress_runs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provider_grants_id_idx\` ON \`payload_locked_documents_rels\` (\`provider_grants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wordpress_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`wordpress_runs_id\`);`)
}

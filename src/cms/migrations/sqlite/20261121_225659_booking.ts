import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`employees_working_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`salon_id\` integer,
  	\`weekday\` text,
  	\`start\` text,
  	\`end\` text,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`employees_working_hours_order_idx\` ON \`employees_working_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`employees_working_hours_parent_id_idx\` ON \`employees_working_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_working_hours_salon_idx\` ON \`employees_working_hours\` (\`salon_id\`);`)
  await db.run(sql`CREATE TABLE \`employees_schedule_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`salon_id\` integer,
  	\`day_off\` integer DEFAULT false,
  	\`start\` text,
  	\`end\` text,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`employees_schedule_exceptions_order_idx\` ON \`employees_schedule_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`employees_schedule_exceptions_parent_id_idx\` ON \`employees_schedule_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_schedule_exceptions_date_idx\` ON \`employees_schedule_exceptions\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`employees_schedule_exceptions_salon_idx\` ON \`employees_schedule_exceptions\` (\`salon_id\`);`)
  await db.run(sql`CREATE TABLE \`_employees_v_version_working_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salon_id\` integer,
  	\`weekday\` text,
  	\`start\` text,
  	\`end\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_employees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_employees_v_version_working_hours_order_idx\` ON \`_employees_v_version_working_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_working_hours_parent_id_idx\` ON \`_employees_v_version_working_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_working_hours_salon_idx\` ON \`_employees_v_version_working_hours\` (\`salon_id\`);`)
  await db.run(sql`CREATE TABLE \`_employees_v_version_schedule_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`salon_id\` integer,
  	\`day_off\` integer DEFAULT false,
  	\`start\` text,
  	\`end\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_employees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_employees_v_version_schedule_exceptions_order_idx\` ON \`_employees_v_version_schedule_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_schedule_exceptions_parent_id_idx\` ON \`_employees_v_version_schedule_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_schedule_exceptions_date_idx\` ON \`_employees_v_version_schedule_exceptions\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_version_schedule_exceptions_salon_idx\` ON \`_employees_v_version_schedule_exceptions\` (\`salon_id\`);`)
  await db.run(sql`CREATE TABLE \`appointments_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_id\` integer NOT NULL,
  	\`stylist_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`duration\` numeric NOT NULL,
  	\`price\` numeric,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_items_order_idx\` ON \`appointments_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`appointments_items_parent_id_idx\` ON \`appointments_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_items_service_idx\` ON \`appointments_items\` (\`service_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_items_stylist_idx\` ON \`appointments_items\` (\`stylist_id\`);`)
  await db.run(sql`CREATE TABLE \`appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`state\` text DEFAULT 'planned' NOT NULL,
  	\`date\` text,
  	\`start\` text,
  	\`end\` text,
  	\`held_until\` text,
  	\`cancel_reason\` text,
  	\`cancelled_at\` text,
  	\`reminder_sent_at\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_salon_idx\` ON \`appointments\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_client_idx\` ON \`appointments\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_state_idx\` ON \`appointments\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`appointments_date_idx\` ON \`appointments\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`appointments_start_idx\` ON \`appointments\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`appointments_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`employees_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_rels_order_idx\` ON \`appointments_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_parent_idx\` ON \`appointments_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_path_idx\` ON \`appointments_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`appointments_rels_employees_id_idx\` ON \`appointments_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE TABLE \`clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`sex\` text DEFAULT 'female' NOT NULL,
  	\`email\` text,
  	\`forbidden_online_booking\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`clients_phone_idx\` ON \`clients\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`clients_updated_at_idx\` ON \`clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clients_created_at_idx\` ON \`clients\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`clients_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`employees_id\` integer,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clients_rels_order_idx\` ON \`clients_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clients_rels_parent_idx\` ON \`clients_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_rels_path_idx\` ON \`clients_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`clients_rels_employees_id_idx\` ON \`clients_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_rels_services_id_idx\` ON \`clients_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`appointment_id\` integer NOT NULL,
  	\`stylist_id\` integer NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`text\` text,
  	\`hidden\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_appointment_idx\` ON \`reviews\` (\`appointment_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_stylist_idx\` ON \`reviews\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_client_idx\` ON \`reviews\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'sent' NOT NULL,
  	\`provider\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_messages_to_idx\` ON \`sms_messages\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`sms_messages_updated_at_idx\` ON \`sms_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_messages_created_at_idx\` ON \`sms_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_slots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`appointment_id\` integer NOT NULL,
  	\`stylist_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`live\` integer DEFAULT true NOT NULL,
  	\`held_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_slots_appointment_idx\` ON \`booking_slots\` (\`appointment_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_slots_stylist_idx\` ON \`booking_slots\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_slots_start_idx\` ON \`booking_slots\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`booking_slots_end_idx\` ON \`booking_slots\` (\`end\`);`)
  await db.run(sql`CREATE INDEX \`booking_slots_live_idx\` ON \`booking_slots\` (\`live\`);`)
  await db.run(sql`CREATE INDEX \`booking_slots_updated_at_idx\` ON \`booking_slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_slots_created_at_idx\` ON \`booking_slots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`appointment_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`booking_requests_key_idx\` ON \`booking_requests\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`booking_requests_client_idx\` ON \`booking_requests\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_requests_appointment_idx\` ON \`booking_requests\` (\`appointment_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_requests_updated_at_idx\` ON \`booking_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_requests_created_at_idx\` ON \`booking_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auth_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`auth_id\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`used_at\` text,
  	\`verified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`auth_codes_auth_id_idx\` ON \`auth_codes\` (\`auth_id\`);`)
  await db.run(sql`CREATE INDEX \`auth_codes_phone_idx\` ON \`auth_codes\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`auth_codes_updated_at_idx\` ON \`auth_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auth_codes_created_at_idx\` ON \`auth_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`family\` text NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`rotated_at\` text,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sessions_token_hash_idx\` ON \`sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`sessions_family_idx\` ON \`sessions\` (\`family\`);`)
  await db.run(sql`CREATE INDEX \`sessions_client_idx\` ON \`sessions\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`sessions_updated_at_idx\` ON \`sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sessions_created_at_idx\` ON \`sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_gaps_positions\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_gaps_positions_order_idx\` ON \`booking_settings_gaps_positions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_gaps_positions_parent_idx\` ON \`booking_settings_gaps_positions\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`time_step\` numeric DEFAULT 30 NOT NULL,
  	\`nearest_booking_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`hold_minutes\` numeric DEFAULT 15 NOT NULL,
  	\`several_services\` integer DEFAULT true,
  	\`skip_professional\` integer DEFAULT true,
  	\`can_cancel_in48_hours\` integer DEFAULT false,
  	\`services_gender_filter\` integer DEFAULT true,
  	\`confirm_services\` integer DEFAULT true,
  	\`gaps_mode\` text DEFAULT 'none' NOT NULL,
  	\`prepayments_active\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`employees_rels\` ADD \`services_id\` integer REFERENCES services(id);`)
  await db.run(sql`CREATE INDEX \`employees_rels_services_id_idx\` ON \`employees_rels\` (\`services_id\`);`)
  await db.run(sql`ALTER TABLE \`_employees_v_rels\` ADD \`services_id\` integer REFERENCES services(id);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_services_id_idx\` ON \`_employees_v_rels\` (\`services_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appointments_id\` integer REFERENCES appointments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`clients_id\` integer REFERENCES clients(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reviews_id\` integer REFERENCES reviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sms_messages_id\` integer REFERENCES sms_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_slots_id\` integer REFERENCES booking_slots(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_requests_id\` integer REFERENCES booking_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`auth_codes_id\` integer REFERENCES auth_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sessions_id\` integer REFERENCES sessions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`employees_working_hours\`;`)
  await db.run(sql`DROP TABLE \`employees_schedule_exceptions\`;`)
  await db.run(sql`DROP TABLE \`_employees_v_version_working_hours\`;`)
  await db.run(sql`DROP TABLE \`_employees_v_version_schedule_exceptions\`;`)
  await db.run(sql`DROP TABLE \`appointments_items\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`DROP TABLE \`appointments_rels\`;`)
  await db.run(sql`DROP TABLE \`clients\`;`)
  await db.run(sql`DROP TABLE \`clients_rels\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`DROP TABLE \`sms_messages\`;`)
  await db.run(sql`DROP TABLE \`booking_slots\`;`)
  await db.run(sql`DROP TABLE \`booking_requests\`;`)
  await db.run(sql`DROP TABLE \`auth_codes\`;`)
  await db.run(sql`DROP TABLE \`sessions\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_gaps_positions\`;`)
  await db.run(sql`DROP TABLE \`booking_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_employees_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_employees_rels\`("id", "order", "parent_id", "path", "skills_id", "positions_id", "salons_id") SELECT "id", "order", "parent_id", "path", "skills_id", "positions_id", "salons_id" FROM \`employees_rels\`;`)
  await db.run(sql`DROP TABLE \`employees_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_employees_rels\` RENAME TO \`employees_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`employees_rels_order_idx\` ON \`employees_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_parent_idx\` ON \`employees_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_path_idx\` ON \`employees_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_skills_id_idx\` ON \`employees_rels\` (\`skills_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_positions_id_idx\` ON \`employees_rels\` (\`positions_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_rels_salons_id_idx\` ON \`employees_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__employees_v_rels\` (
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
  await db.run(sql`INSERT INTO \`__new__employees_v_rels\`("id", "order", "parent_id", "path", "skills_id", "positions_id", "salons_id") SELECT "id", "order", "parent_id", "path", "skills_id", "positions_id", "salons_id" FROM \`_employees_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_employees_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__employees_v_rels\` RENAME TO \`_employees_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_order_idx\` ON \`_employees_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_parent_idx\` ON \`_employees_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_path_idx\` ON \`_employees_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_skills_id_idx\` ON \`_employees_v_rels\` (\`skills_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_positions_id_idx\` ON \`_employees_v_rels\` (\`positions_id\`);`)
  await db.run(sql`CREATE INDEX \`_employees_v_rels_salons_id_idx\` ON \`_employees_v_rels\` (\`salons_id\`);`)
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
  	\`callback_requests_id\` integer,
  	\`rate_limits_id\` integer,
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
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "services_categories_id", "salons_id", "salons_categories_id", "employees_id", "employees_categories_id", "skills_id", "skills_categories_id", "positions_id", "articles_id", "articles_categories_id", "vacancies_id", "pages_id", "media_id", "callback_requests_id", "rate_limits_id", "users_id") SELECT "id", "order", "parent_id", "path", "services_id", "services_categories_id", "salons_id", "salons_categories_id", "employees_id", "employees_categories_id", "skills_id", "skills_categories_id", "positions_id", "articles_id", "articles_categories_id", "vacancies_id", "pages_id", "media_id", "callback_requests_id", "rate_limits_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

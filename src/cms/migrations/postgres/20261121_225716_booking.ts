import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_employees_working_hours_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__employees_v_version_working_hours_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_appointments_state" AS ENUM('reserved', 'planned', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_clients_sex" AS ENUM('female', 'male');
  CREATE TYPE "public"."enum_sms_messages_kind" AS ENUM('code', 'created', 'changed', 'cancelled', 'reminder');
  CREATE TYPE "public"."enum_sms_messages_status" AS ENUM('sent', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'bookingSms', 'bookingReminders');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'bookingSms', 'bookingReminders');
  CREATE TYPE "public"."enum_booking_settings_gaps_positions" AS ENUM('day_start', 'day_end', 'after_appointment', 'before_appointment');
  CREATE TYPE "public"."enum_booking_settings_gaps_mode" AS ENUM('none', 'optimal', 'maximal');
  CREATE TABLE "employees_working_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"salon_id" integer,
  	"weekday" "enum_employees_working_hours_weekday",
  	"start" varchar,
  	"end" varchar
  );
  
  CREATE TABLE "employees_schedule_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"salon_id" integer,
  	"day_off" boolean DEFAULT false,
  	"start" varchar,
  	"end" varchar
  );
  
  CREATE TABLE "_employees_v_version_working_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"salon_id" integer,
  	"weekday" "enum__employees_v_version_working_hours_weekday",
  	"start" varchar,
  	"end" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_employees_v_version_schedule_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"salon_id" integer,
  	"day_off" boolean DEFAULT false,
  	"start" varchar,
  	"end" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "appointments_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_id" integer NOT NULL,
  	"stylist_id" integer NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"duration" numeric NOT NULL,
  	"price" numeric
  );
  
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"salon_id" integer NOT NULL,
  	"client_id" integer NOT NULL,
  	"state" "enum_appointments_state" DEFAULT 'planned' NOT NULL,
  	"date" varchar,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone,
  	"held_until" timestamp(3) with time zone,
  	"cancel_reason" varchar,
  	"cancelled_at" timestamp(3) with time zone,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"employees_id" integer
  );
  
  CREATE TABLE "clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"sex" "enum_clients_sex" DEFAULT 'female' NOT NULL,
  	"email" varchar,
  	"forbidden_online_booking" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "clients_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"employees_id" integer,
  	"services_id" integer
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer NOT NULL,
  	"stylist_id" integer NOT NULL,
  	"client_id" integer NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"kind" "enum_sms_messages_kind" NOT NULL,
  	"status" "enum_sms_messages_status" DEFAULT 'sent' NOT NULL,
  	"provider" varchar,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer NOT NULL,
  	"stylist_id" integer NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"live" boolean DEFAULT true NOT NULL,
  	"held_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"client_id" integer NOT NULL,
  	"appointment_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"auth_id" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"verified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"family" varchar NOT NULL,
  	"client_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"rotated_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_settings_gaps_positions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_booking_settings_gaps_positions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "booking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"time_step" numeric DEFAULT 30 NOT NULL,
  	"nearest_booking_minutes" numeric DEFAULT 60 NOT NULL,
  	"hold_minutes" numeric DEFAULT 15 NOT NULL,
  	"several_services" boolean DEFAULT true,
  	"skip_professional" boolean DEFAULT true,
  	"can_cancel_in48_hours" boolean DEFAULT false,
  	"services_gender_filter" boolean DEFAULT true,
  	"confirm_services" boolean DEFAULT true,
  	"gaps_mode" "enum_booking_settings_gaps_mode" DEFAULT 'none' NOT NULL,
  	"prepayments_active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "employees_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "_employees_v_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clients_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_slots_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sessions_id" integer;
  ALTER TABLE "employees_working_hours" ADD CONSTRAINT "employees_working_hours_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "employees_working_hours" ADD CONSTRAINT "employees_working_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees_schedule_exceptions" ADD CONSTRAINT "employees_schedule_exceptions_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "employees_schedule_exceptions" ADD CONSTRAINT "employees_schedule_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v_version_working_hours" ADD CONSTRAINT "_employees_v_version_working_hours_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_employees_v_version_working_hours" ADD CONSTRAINT "_employees_v_version_working_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_employees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v_version_schedule_exceptions" ADD CONSTRAINT "_employees_v_version_schedule_exceptions_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_employees_v_version_schedule_exceptions" ADD CONSTRAINT "_employees_v_version_schedule_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_employees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointments_items" ADD CONSTRAINT "appointments_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments_items" ADD CONSTRAINT "appointments_items_stylist_id_employees_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments_items" ADD CONSTRAINT "appointments_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments_rels" ADD CONSTRAINT "appointments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointments_rels" ADD CONSTRAINT "appointments_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients_rels" ADD CONSTRAINT "clients_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients_rels" ADD CONSTRAINT "clients_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients_rels" ADD CONSTRAINT "clients_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stylist_id_employees_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_stylist_id_employees_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings_gaps_positions" ADD CONSTRAINT "booking_settings_gaps_positions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "employees_working_hours_order_idx" ON "employees_working_hours" USING btree ("_order");
  CREATE INDEX "employees_working_hours_parent_id_idx" ON "employees_working_hours" USING btree ("_parent_id");
  CREATE INDEX "employees_working_hours_salon_idx" ON "employees_working_hours" USING btree ("salon_id");
  CREATE INDEX "employees_schedule_exceptions_order_idx" ON "employees_schedule_exceptions" USING btree ("_order");
  CREATE INDEX "employees_schedule_exceptions_parent_id_idx" ON "employees_schedule_exceptions" USING btree ("_parent_id");
  CREATE INDEX "employees_schedule_exceptions_date_idx" ON "employees_schedule_exceptions" USING btree ("date");
  CREATE INDEX "employees_schedule_exceptions_salon_idx" ON "employees_schedule_exceptions" USING btree ("salon_id");
  CREATE INDEX "_employees_v_version_working_hours_order_idx" ON "_employees_v_version_working_hours" USING btree ("_order");
  CREATE INDEX "_employees_v_version_working_hours_parent_id_idx" ON "_employees_v_version_working_hours" USING btree ("_parent_id");
  CREATE INDEX "_employees_v_version_working_hours_salon_idx" ON "_employees_v_version_working_hours" USING btree ("salon_id");
  CREATE INDEX "_employees_v_version_schedule_exceptions_order_idx" ON "_employees_v_version_schedule_exceptions" USING btree ("_order");
  CREATE INDEX "_employees_v_version_schedule_exceptions_parent_id_idx" ON "_employees_v_version_schedule_exceptions" USING btree ("_parent_id");
  CREATE INDEX "_employees_v_version_schedule_exceptions_date_idx" ON "_employees_v_version_schedule_exceptions" USING btree ("date");
  CREATE INDEX "_employees_v_version_schedule_exceptions_salon_idx" ON "_employees_v_version_schedule_exceptions" USING btree ("salon_id");
  CREATE INDEX "appointments_items_order_idx" ON "appointments_items" USING btree ("_order");
  CREATE INDEX "appointments_items_parent_id_idx" ON "appointments_items" USING btree ("_parent_id");
  CREATE INDEX "appointments_items_service_idx" ON "appointments_items" USING btree ("service_id");
  CREATE INDEX "appointments_items_stylist_idx" ON "appointments_items" USING btree ("stylist_id");
  CREATE INDEX "appointments_salon_idx" ON "appointments" USING btree ("salon_id");
  CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("client_id");
  CREATE INDEX "appointments_state_idx" ON "appointments" USING btree ("state");
  CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("date");
  CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE INDEX "appointments_rels_order_idx" ON "appointments_rels" USING btree ("order");
  CREATE INDEX "appointments_rels_parent_idx" ON "appointments_rels" USING btree ("parent_id");
  CREATE INDEX "appointments_rels_path_idx" ON "appointments_rels" USING btree ("path");
  CREATE INDEX "appointments_rels_employees_id_idx" ON "appointments_rels" USING btree ("employees_id");
  CREATE UNIQUE INDEX "clients_phone_idx" ON "clients" USING btree ("phone");
  CREATE INDEX "clients_updated_at_idx" ON "clients" USING btree ("updated_at");
  CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at");
  CREATE INDEX "clients_rels_order_idx" ON "clients_rels" USING btree ("order");
  CREATE INDEX "clients_rels_parent_idx" ON "clients_rels" USING btree ("parent_id");
  CREATE INDEX "clients_rels_path_idx" ON "clients_rels" USING btree ("path");
  CREATE INDEX "clients_rels_employees_id_idx" ON "clients_rels" USING btree ("employees_id");
  CREATE INDEX "clients_rels_services_id_idx" ON "clients_rels" USING btree ("services_id");
  CREATE UNIQUE INDEX "reviews_appointment_idx" ON "reviews" USING btree ("appointment_id");
  CREATE INDEX "reviews_stylist_idx" ON "reviews" USING btree ("stylist_id");
  CREATE INDEX "reviews_client_idx" ON "reviews" USING btree ("client_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "sms_messages_to_idx" ON "sms_messages" USING btree ("to");
  CREATE INDEX "sms_messages_updated_at_idx" ON "sms_messages" USING btree ("updated_at");
  CREATE INDEX "sms_messages_created_at_idx" ON "sms_messages" USING btree ("created_at");
  CREATE INDEX "booking_slots_appointment_idx" ON "booking_slots" USING btree ("appointment_id");
  CREATE INDEX "booking_slots_stylist_idx" ON "booking_slots" USING btree ("stylist_id");
  CREATE INDEX "booking_slots_start_idx" ON "booking_slots" USING btree ("start");
  CREATE INDEX "booking_slots_end_idx" ON "booking_slots" USING btree ("end");
  CREATE INDEX "booking_slots_live_idx" ON "booking_slots" USING btree ("live");
  CREATE INDEX "booking_slots_updated_at_idx" ON "booking_slots" USING btree ("updated_at");
  CREATE INDEX "booking_slots_created_at_idx" ON "booking_slots" USING btree ("created_at");
  CREATE UNIQUE INDEX "booking_requests_key_idx" ON "booking_requests" USING btree ("key");
  CREATE INDEX "booking_requests_client_idx" ON "booking_requests" USING btree ("client_id");
  CREATE INDEX "booking_requests_appointment_idx" ON "booking_requests" USING btree ("appointment_id");
  CREATE INDEX "booking_requests_updated_at_idx" ON "booking_requests" USING btree ("updated_at");
  CREATE INDEX "booking_requests_created_at_idx" ON "booking_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "auth_codes_auth_id_idx" ON "auth_codes" USING btree ("auth_id");
  CREATE INDEX "auth_codes_phone_idx" ON "auth_codes" USING btree ("phone");
  CREATE INDEX "auth_codes_updated_at_idx" ON "auth_codes" USING btree ("updated_at");
  CREATE INDEX "auth_codes_created_at_idx" ON "auth_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");
  CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family");
  CREATE INDEX "sessions_client_idx" ON "sessions" USING btree ("client_id");
  CREATE INDEX "sessions_updated_at_idx" ON "sessions" USING btree ("updated_at");
  CREATE INDEX "sessions_created_at_idx" ON "sessions" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "booking_settings_gaps_positions_order_idx" ON "booking_settings_gaps_positions" USING btree ("order");
  CREATE INDEX "booking_settings_gaps_positions_parent_idx" ON "booking_settings_gaps_positions" USING btree ("parent_id");
  ALTER TABLE "employees_rels" ADD CONSTRAINT "employees_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v_rels" ADD CONSTRAINT "_employees_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_messages_fk" FOREIGN KEY ("sms_messages_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_slots_fk" FOREIGN KEY ("booking_slots_id") REFERENCES "public"."booking_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_requests_fk" FOREIGN KEY ("booking_requests_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_codes_fk" FOREIGN KEY ("auth_codes_id") REFERENCES "public"."auth_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sessions_fk" FOREIGN KEY ("sessions_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "employees_rels_services_id_idx" ON "employees_rels" USING btree ("services_id");
  CREATE INDEX "_employees_v_rels_services_id_idx" ON "_employees_v_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("clients_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_sms_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_messages_id");
  CREATE INDEX "payload_locked_documents_rels_booking_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_slots_id");
  CREATE INDEX "payload_locked_documents_rels_booking_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_requests_id");
  CREATE INDEX "payload_locked_documents_rels_auth_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_codes_id");
  CREATE INDEX "payload_locked_documents_rels_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("sessions_id");`)

  // No double booking (docs/decisions/0010): two live rows of one stylist may not overlap.
  // btree_gist lets the integer stylist id share a GiST index with the time range.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_no_overlap"
    EXCLUDE USING gist ("stylist_id" WITH =, tstzrange("start", "end", '[)') WITH &&) WHERE ("live");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "booking_slots" DROP CONSTRAINT IF EXISTS "booking_slots_no_overlap";`)
  await db.execute(sql`
   ALTER TABLE "employees_working_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "employees_schedule_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_employees_v_version_working_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_employees_v_version_schedule_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointments_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointments_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auth_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_gaps_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "employees_working_hours" CASCADE;
  DROP TABLE "employees_schedule_exceptions" CASCADE;
  DROP TABLE "_employees_v_version_working_hours" CASCADE;
  DROP TABLE "_employees_v_version_schedule_exceptions" CASCADE;
  DROP TABLE "appointments_items" CASCADE;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "appointments_rels" CASCADE;
  DROP TABLE "clients" CASCADE;
  DROP TABLE "clients_rels" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "sms_messages" CASCADE;
  DROP TABLE "booking_slots" CASCADE;
  DROP TABLE "booking_requests" CASCADE;
  DROP TABLE "auth_codes" CASCADE;
  DROP TABLE "sessions" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "booking_settings_gaps_positions" CASCADE;
  DROP TABLE "booking_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "employees_rels" DROP CONSTRAINT "employees_rels_services_fk";
  
  ALTER TABLE "_employees_v_rels" DROP CONSTRAINT "_employees_v_rels_services_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clients_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_slots_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sessions_fk";
  
  DROP INDEX "employees_rels_services_id_idx";
  DROP INDEX "_employees_v_rels_services_id_idx";
  DROP INDEX "payload_locked_documents_rels_appointments_id_idx";
  DROP INDEX "payload_locked_documents_rels_clients_id_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_slots_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_auth_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_sessions_id_idx";
  ALTER TABLE "employees_rels" DROP COLUMN "services_id";
  ALTER TABLE "_employees_v_rels" DROP COLUMN "services_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clients_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_slots_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sessions_id";
  DROP TYPE "public"."enum_employees_working_hours_weekday";
  DROP TYPE "public"."enum__employees_v_version_working_hours_weekday";
  DROP TYPE "public"."enum_appointments_state";
  DROP TYPE "public"."enum_clients_sex";
  DROP TYPE "public"."enum_sms_messages_kind";
  DROP TYPE "public"."enum_sms_messages_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_booking_settings_gaps_positions";
  DROP TYPE "public"."enum_booking_settings_gaps_mode";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_waitlist_entries_state" AS ENUM('waiting', 'offered', 'booked', 'left');
  CREATE TYPE "public"."enum_waitlist_entries_part" AS ENUM('morning', 'afternoon', 'evening');
  CREATE TYPE "public"."enum_waitlist_entries_locale" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_waitlist_entries_added_by" AS ENUM('client', 'staff');
  ALTER TYPE "public"."enum_sms_messages_kind" ADD VALUE 'waitlist';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'waitlistOffer';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'waitlistSweep';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'waitlistOffer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'waitlistSweep';
  CREATE TABLE "waitlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"salon_id" integer NOT NULL,
  	"state" "enum_waitlist_entries_state" DEFAULT 'waiting' NOT NULL,
  	"stylist_id" integer,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"part" "enum_waitlist_entries_part",
  	"joined_at" timestamp(3) with time zone NOT NULL,
  	"locale" "enum_waitlist_entries_locale" DEFAULT 'en' NOT NULL,
  	"added_by" "enum_waitlist_entries_added_by" DEFAULT 'client' NOT NULL,
  	"offer_visit_id" integer,
  	"offer_stylist_id" integer,
  	"offer_start" timestamp(3) with time zone,
  	"offer_until" timestamp(3) with time zone,
  	"offers_made" numeric DEFAULT 0,
  	"passed" jsonb,
  	"booked_visit_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "waitlist_entries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "waitlist_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer_minutes" numeric DEFAULT 30 NOT NULL,
  	"texts_from" varchar DEFAULT '08:00' NOT NULL,
  	"texts_until" varchar DEFAULT '21:00' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waitlist_entries_id" integer;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_stylist_id_employees_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_visit_id_appointments_id_fk" FOREIGN KEY ("offer_visit_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_stylist_id_employees_id_fk" FOREIGN KEY ("offer_stylist_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booked_visit_id_appointments_id_fk" FOREIGN KEY ("booked_visit_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries_rels" ADD CONSTRAINT "waitlist_entries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "waitlist_entries_rels" ADD CONSTRAINT "waitlist_entries_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "waitlist_entries_client_idx" ON "waitlist_entries" USING btree ("client_id");
  CREATE INDEX "waitlist_entries_salon_idx" ON "waitlist_entries" USING btree ("salon_id");
  CREATE INDEX "waitlist_entries_state_idx" ON "waitlist_entries" USING btree ("state");
  CREATE INDEX "waitlist_entries_stylist_idx" ON "waitlist_entries" USING btree ("stylist_id");
  CREATE INDEX "waitlist_entries_from_idx" ON "waitlist_entries" USING btree ("from");
  CREATE INDEX "waitlist_entries_to_idx" ON "waitlist_entries" USING btree ("to");
  CREATE INDEX "waitlist_entries_joined_at_idx" ON "waitlist_entries" USING btree ("joined_at");
  CREATE INDEX "waitlist_entries_offer_offer_visit_idx" ON "waitlist_entries" USING btree ("offer_visit_id");
  CREATE INDEX "waitlist_entries_offer_offer_stylist_idx" ON "waitlist_entries" USING btree ("offer_stylist_id");
  CREATE INDEX "waitlist_entries_booked_visit_idx" ON "waitlist_entries" USING btree ("booked_visit_id");
  CREATE INDEX "waitlist_entries_updated_at_idx" ON "waitlist_entries" USING btree ("updated_at");
  CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");
  CREATE INDEX "waitlist_entries_rels_order_idx" ON "waitlist_entries_rels" USING btree ("order");
  CREATE INDEX "waitlist_entries_rels_parent_idx" ON "waitlist_entries_rels" USING btree ("parent_id");
  CREATE INDEX "waitlist_entries_rels_path_idx" ON "waitlist_entries_rels" USING btree ("path");
  CREATE INDEX "waitlist_entries_rels_services_id_idx" ON "waitlist_entries_rels" USING btree ("services_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk" FOREIGN KEY ("waitlist_entries_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_waitlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("waitlist_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waitlist_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waitlist_entries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waitlist_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waitlist_entries" CASCADE;
  DROP TABLE "waitlist_entries_rels" CASCADE;
  DROP TABLE "waitlist_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk";
  
  ALTER TABLE "sms_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_sms_messages_kind";
  CREATE TYPE "public"."enum_sms_messages_kind" AS ENUM('code', 'created', 'changed', 'cancelled', 'reminder', 'payment', 'receipt');
  ALTER TABLE "sms_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_sms_messages_kind" USING "kind"::"public"."enum_sms_messages_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'reconcilePayments', 'voucherSms', 'voucherRecipients', 'wordpressSync', 'backup');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'reconcilePayments', 'voucherSms', 'voucherRecipients', 'wordpressSync', 'backup');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_waitlist_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waitlist_entries_id";
  DROP TYPE "public"."enum_waitlist_entries_state";
  DROP TYPE "public"."enum_waitlist_entries_part";
  DROP TYPE "public"."enum_waitlist_entries_locale";
  DROP TYPE "public"."enum_waitlist_entries_added_by";`)
}

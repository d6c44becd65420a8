import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_kind" AS ENUM('prepayment', 'fee', 'refund');
  CREATE TYPE "public"."enum_payment_requests_purpose" AS ENUM('prepayment', 'card', 'fee', 'refund');
  CREATE TYPE "public"."enum_payment_requests_state" AS ENUM('opening', 'open', 'paid', 'saved', 'expired', 'released', 'failed', 'refunded', 'outstanding');
  CREATE TYPE "public"."enum_booking_settings_prepayments_required_type" AS ENUM('card', 'full', 'percent', 'fixedForAppointment', 'fixedForService');
  ALTER TYPE "public"."enum_sms_messages_kind" ADD VALUE 'payment';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconcilePayments' BEFORE 'wordpressSync';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconcilePayments' BEFORE 'wordpressSync';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer,
  	"visit_id" varchar,
  	"client_id" integer,
  	"kind" "enum_payments_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'gbp' NOT NULL,
  	"stripe_id" varchar NOT NULL,
  	"payment_intent" varchar,
  	"request" varchar,
  	"note" varchar,
  	"by_staff_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer,
  	"visit_id" varchar NOT NULL,
  	"client_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"purpose" "enum_payment_requests_purpose" NOT NULL,
  	"state" "enum_payment_requests_state" DEFAULT 'opening' NOT NULL,
  	"amount" numeric NOT NULL,
  	"terms" jsonb,
  	"checkout_session" varchar,
  	"url" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"payment_intent" varchar,
  	"note" varchar,
  	"failure" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "services" ADD COLUMN "prepayment_required" boolean DEFAULT false;
  ALTER TABLE "_services_v" ADD COLUMN "version_prepayment_required" boolean DEFAULT false;
  ALTER TABLE "employees" ADD COLUMN "prepayment_required" boolean DEFAULT false;
  ALTER TABLE "_employees_v" ADD COLUMN "version_prepayment_required" boolean DEFAULT false;
  ALTER TABLE "clients" ADD COLUMN "prepayment_required" boolean DEFAULT false;
  ALTER TABLE "clients" ADD COLUMN "stripe_customer" varchar;
  ALTER TABLE "clients" ADD COLUMN "card_brand" varchar;
  ALTER TABLE "clients" ADD COLUMN "card_last4" varchar;
  ALTER TABLE "clients" ADD COLUMN "card_payment_method" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stripe_events_id" integer;
  ALTER TABLE "booking_settings" ADD COLUMN "prepayments_required_type" "enum_booking_settings_prepayments_required_type" DEFAULT 'card' NOT NULL;
  ALTER TABLE "booking_settings" ADD COLUMN "prepayments_required_percent" numeric DEFAULT 20;
  ALTER TABLE "booking_settings" ADD COLUMN "prepayments_required_amount" numeric DEFAULT 10;
  ALTER TABLE "booking_settings" ADD COLUMN "prepayments_late_cancel_fee_percent" numeric DEFAULT 0;
  ALTER TABLE "booking_settings" ADD COLUMN "prepayments_no_show_fee_percent" numeric DEFAULT 0;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_by_staff_id_users_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");
  CREATE INDEX "payments_visit_id_idx" ON "payments" USING btree ("visit_id");
  CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id");
  CREATE INDEX "payments_kind_idx" ON "payments" USING btree ("kind");
  CREATE UNIQUE INDEX "payments_stripe_id_idx" ON "payments" USING btree ("stripe_id");
  CREATE INDEX "payments_payment_intent_idx" ON "payments" USING btree ("payment_intent");
  CREATE INDEX "payments_request_idx" ON "payments" USING btree ("request");
  CREATE INDEX "payments_by_staff_idx" ON "payments" USING btree ("by_staff_id");
  CREATE INDEX "payments_at_idx" ON "payments" USING btree ("at");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "payment_requests_appointment_idx" ON "payment_requests" USING btree ("appointment_id");
  CREATE INDEX "payment_requests_visit_id_idx" ON "payment_requests" USING btree ("visit_id");
  CREATE INDEX "payment_requests_client_idx" ON "payment_requests" USING btree ("client_id");
  CREATE UNIQUE INDEX "payment_requests_key_idx" ON "payment_requests" USING btree ("key");
  CREATE INDEX "payment_requests_state_idx" ON "payment_requests" USING btree ("state");
  CREATE INDEX "payment_requests_checkout_session_idx" ON "payment_requests" USING btree ("checkout_session");
  CREATE INDEX "payment_requests_expires_at_idx" ON "payment_requests" USING btree ("expires_at");
  CREATE INDEX "payment_requests_payment_intent_idx" ON "payment_requests" USING btree ("payment_intent");
  CREATE INDEX "payment_requests_updated_at_idx" ON "payment_requests" USING btree ("updated_at");
  CREATE INDEX "payment_requests_created_at_idx" ON "payment_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_requests_fk" FOREIGN KEY ("payment_requests_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "clients_stripe_customer_idx" ON "clients" USING btree ("stripe_customer");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_requests_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stripe_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_requests" CASCADE;
  DROP TABLE "stripe_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stripe_events_fk";
  
  ALTER TABLE "sms_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_sms_messages_kind";
  CREATE TYPE "public"."enum_sms_messages_kind" AS ENUM('code', 'created', 'changed', 'cancelled', 'reminder');
  ALTER TABLE "sms_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_sms_messages_kind" USING "kind"::"public"."enum_sms_messages_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'wordpressSync');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'wordpressSync');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "clients_stripe_customer_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_stripe_events_id_idx";
  ALTER TABLE "services" DROP COLUMN "prepayment_required";
  ALTER TABLE "_services_v" DROP COLUMN "version_prepayment_required";
  ALTER TABLE "employees" DROP COLUMN "prepayment_required";
  ALTER TABLE "_employees_v" DROP COLUMN "version_prepayment_required";
  ALTER TABLE "clients" DROP COLUMN "prepayment_required";
  ALTER TABLE "clients" DROP COLUMN "stripe_customer";
  ALTER TABLE "clients" DROP COLUMN "card_brand";
  ALTER TABLE "clients" DROP COLUMN "card_last4";
  ALTER TABLE "clients" DROP COLUMN "card_payment_method";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stripe_events_id";
  ALTER TABLE "booking_settings" DROP COLUMN "prepayments_required_type";
  ALTER TABLE "booking_settings" DROP COLUMN "prepayments_required_percent";
  ALTER TABLE "booking_settings" DROP COLUMN "prepayments_required_amount";
  ALTER TABLE "booking_settings" DROP COLUMN "prepayments_late_cancel_fee_percent";
  ALTER TABLE "booking_settings" DROP COLUMN "prepayments_no_show_fee_percent";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payment_requests_purpose";
  DROP TYPE "public"."enum_payment_requests_state";
  DROP TYPE "public"."enum_booking_settings_prepayments_required_type";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'voucherRecipients' BEFORE 'wordpressSync';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'voucherRecipients' BEFORE 'wordpressSync';
  CREATE TABLE "voucher_settings_presets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "voucher_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_amount" numeric DEFAULT 10 NOT NULL,
  	"max_amount" numeric DEFAULT 500 NOT NULL,
  	"valid_months" numeric DEFAULT 12 NOT NULL,
  	"service_vouchers" boolean DEFAULT true,
  	"send_to_recipient" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "voucher_settings_presets" ADD CONSTRAINT "voucher_settings_presets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."voucher_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "voucher_settings_presets_order_idx" ON "voucher_settings_presets" USING btree ("_order");
  CREATE INDEX "voucher_settings_presets_parent_id_idx" ON "voucher_settings_presets" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "voucher_settings_presets" CASCADE;
  DROP TABLE "voucher_settings" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'reconcilePayments', 'voucherSms', 'wordpressSync');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'reconcilePayments', 'voucherSms', 'wordpressSync');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}

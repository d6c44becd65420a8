import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payments_kind" ADD VALUE 'voucher';
  ALTER TYPE "public"."enum_payment_requests_purpose" ADD VALUE 'voucher';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'voucherSms' BEFORE 'wordpressSync';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'voucherSms' BEFORE 'wordpressSync';
  ALTER TABLE "payment_requests" ALTER COLUMN "visit_id" DROP NOT NULL;
  ALTER TABLE "vouchers" ADD COLUMN "payment_request" varchar;
  CREATE INDEX "vouchers_payment_request_idx" ON "vouchers" USING btree ("payment_request");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_kind";
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('prepayment', 'fee', 'refund');
  ALTER TABLE "payments" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_payments_kind" USING "kind"::"public"."enum_payments_kind";
  ALTER TABLE "payment_requests" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_payment_requests_purpose";
  CREATE TYPE "public"."enum_payment_requests_purpose" AS ENUM('prepayment', 'card', 'fee', 'refund');
  ALTER TABLE "payment_requests" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_payment_requests_purpose" USING "purpose"::"public"."enum_payment_requests_purpose";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'reconcilePayments', 'wordpressSync');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'reconcilePayments', 'wordpressSync');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "vouchers_payment_request_idx";
  ALTER TABLE "payment_requests" ALTER COLUMN "visit_id" SET NOT NULL;
  ALTER TABLE "vouchers" DROP COLUMN "payment_request";`)
}

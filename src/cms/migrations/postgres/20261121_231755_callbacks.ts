import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_callback_requests_forwarding_status" AS ENUM('off', 'pending', 'retrying', 'delivered', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forwardCallback' BEFORE 'bookingSms';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forwardCallback' BEFORE 'bookingSms';
  ALTER TABLE "callback_requests" ADD COLUMN "forwarding_status" "enum_callback_requests_forwarding_status" DEFAULT 'off';
  ALTER TABLE "callback_requests" ADD COLUMN "forwarding_attempts" numeric DEFAULT 0;
  ALTER TABLE "callback_requests" ADD COLUMN "forwarding_last_error" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'bookingSms', 'bookingReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'bookingSms', 'bookingReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "callback_requests" DROP COLUMN "forwarding_status";
  ALTER TABLE "callback_requests" DROP COLUMN "forwarding_attempts";
  ALTER TABLE "callback_requests" DROP COLUMN "forwarding_last_error";
  DROP TYPE "public"."enum_callback_requests_forwarding_status";`)
}

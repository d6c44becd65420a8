import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_log_kind" AS ENUM('export', 'client-download');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'backup';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'backup';
  CREATE TABLE "data_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_data_log_kind" NOT NULL,
  	"by_staff_id" integer,
  	"client_id" integer,
  	"note" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_log_id" integer;
  ALTER TABLE "data_log" ADD CONSTRAINT "data_log_by_staff_id_users_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_log" ADD CONSTRAINT "data_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_log_kind_idx" ON "data_log" USING btree ("kind");
  CREATE INDEX "data_log_by_staff_idx" ON "data_log" USING btree ("by_staff_id");
  CREATE INDEX "data_log_client_idx" ON "data_log" USING btree ("client_id");
  CREATE INDEX "data_log_at_idx" ON "data_log" USING btree ("at");
  CREATE INDEX "data_log_updated_at_idx" ON "data_log" USING btree ("updated_at");
  CREATE INDEX "data_log_created_at_idx" ON "data_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_log_fk" FOREIGN KEY ("data_log_id") REFERENCES "public"."data_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_log_id_idx" ON "payload_locked_documents_rels" USING btree ("data_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_log_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'reconcilePayments', 'voucherSms', 'voucherRecipients', 'wordpressSync');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders', 'reconcilePayments', 'voucherSms', 'voucherRecipients', 'wordpressSync');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_log_id";
  DROP TYPE "public"."enum_data_log_kind";`)
}

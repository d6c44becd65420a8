import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'wordpressSync';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'wordpressSync';
  CREATE TABLE "wordpress_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"counts" jsonb,
  	"warnings" varchar,
  	"failed" varchar,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wordpress_runs_id" integer;
  CREATE INDEX "wordpress_runs_updated_at_idx" ON "wordpress_runs" USING btree ("updated_at");
  CREATE INDEX "wordpress_runs_created_at_idx" ON "wordpress_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wordpress_runs_fk" FOREIGN KEY ("wordpress_runs_id") REFERENCES "public"."wordpress_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wordpress_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("wordpress_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wordpress_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wordpress_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wordpress_runs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardCallback', 'bookingSms', 'bookingReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_wordpress_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wordpress_runs_id";`)
}

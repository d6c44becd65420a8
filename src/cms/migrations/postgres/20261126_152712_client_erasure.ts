import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_requests_kind" AS ENUM('access', 'erasure');
  CREATE TYPE "public"."enum_data_requests_channel" AS ENUM('phone', 'email', 'in-person', 'letter', 'account');
  CREATE TYPE "public"."enum_data_requests_status" AS ENUM('open', 'done', 'refused');
  CREATE TYPE "public"."enum_booking_settings_erased_clients_reviews" AS ENUM('keep', 'remove');
  ALTER TYPE "public"."enum_data_log_kind" ADD VALUE 'erasure';
  CREATE TABLE "data_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"kind" "enum_data_requests_kind" DEFAULT 'access' NOT NULL,
  	"channel" "enum_data_requests_channel" DEFAULT 'phone' NOT NULL,
  	"received_on" varchar NOT NULL,
  	"due_on" varchar,
  	"status" "enum_data_requests_status" DEFAULT 'open' NOT NULL,
  	"done_at" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "clients" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_requests_id" integer;
  ALTER TABLE "booking_settings" ADD COLUMN "erased_clients_reviews" "enum_booking_settings_erased_clients_reviews" DEFAULT 'keep' NOT NULL;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_requests_client_idx" ON "data_requests" USING btree ("client_id");
  CREATE INDEX "data_requests_due_on_idx" ON "data_requests" USING btree ("due_on");
  CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status");
  CREATE INDEX "data_requests_updated_at_idx" ON "data_requests" USING btree ("updated_at");
  CREATE INDEX "data_requests_created_at_idx" ON "data_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_requests_fk" FOREIGN KEY ("data_requests_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "clients_erased_at_idx" ON "clients" USING btree ("erased_at");
  CREATE INDEX "payload_locked_documents_rels_data_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_requests_fk";
  
  ALTER TABLE "data_log" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_data_log_kind";
  CREATE TYPE "public"."enum_data_log_kind" AS ENUM('export', 'client-download');
  ALTER TABLE "data_log" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_data_log_kind" USING "kind"::"public"."enum_data_log_kind";
  DROP INDEX "clients_erased_at_idx";
  DROP INDEX "payload_locked_documents_rels_data_requests_id_idx";
  UPDATE "clients" SET "phone" = '+0' || "id" WHERE "phone" IS NULL;
  ALTER TABLE "clients" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "clients" DROP COLUMN "erased_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_requests_id";
  ALTER TABLE "booking_settings" DROP COLUMN "erased_clients_reviews";
  DROP TYPE "public"."enum_data_requests_kind";
  DROP TYPE "public"."enum_data_requests_channel";
  DROP TYPE "public"."enum_data_requests_status";
  DROP TYPE "public"."enum_booking_settings_erased_clients_reviews";`)
}

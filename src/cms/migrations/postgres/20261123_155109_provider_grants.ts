import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "provider_grants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"provider" varchar NOT NULL,
  	"sealed" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "booking_requests" ALTER COLUMN "appointment_id" DROP NOT NULL;
  ALTER TABLE "clients" ADD COLUMN "crm_id" varchar;
  ALTER TABLE "booking_requests" ADD COLUMN "crm_appointment" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "provider_grants_id" integer;
  ALTER TABLE "provider_grants" ADD CONSTRAINT "provider_grants_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "provider_grants_client_idx" ON "provider_grants" USING btree ("client_id");
  CREATE INDEX "provider_grants_updated_at_idx" ON "provider_grants" USING btree ("updated_at");
  CREATE INDEX "provider_grants_created_at_idx" ON "provider_grants" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_provider_grants_fk" FOREIGN KEY ("provider_grants_id") REFERENCES "public"."provider_grants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "clients_crm_id_idx" ON "clients" USING btree ("crm_id");
  CREATE INDEX "payload_locked_documents_rels_provider_grants_id_idx" ON "payload_locked_documents_rels" USING btree ("provider_grants_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "provider_grants" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "provider_grants" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_provider_grants_fk";
  
  DROP INDEX "clients_crm_id_idx";
  DROP INDEX "payload_locked_documents_rels_provider_grants_id_idx";
  ALTER TABLE "booking_requests" ALTER COLUMN "appointment_id" SET NOT NULL;
  ALTER TABLE "clients" DROP COLUMN "crm_id";
  ALTER TABLE "booking_requests" DROP COLUMN "crm_appointment";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "provider_grants_id";`)
}

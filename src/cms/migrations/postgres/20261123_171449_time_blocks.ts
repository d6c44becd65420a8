import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "time_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"employee_id" integer NOT NULL,
  	"salon_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL,
  	"repeat_weekly" boolean DEFAULT false,
  	"until" varchar,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "time_blocks_id" integer;
  ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "time_blocks_employee_idx" ON "time_blocks" USING btree ("employee_id");
  CREATE INDEX "time_blocks_salon_idx" ON "time_blocks" USING btree ("salon_id");
  CREATE INDEX "time_blocks_date_idx" ON "time_blocks" USING btree ("date");
  CREATE INDEX "time_blocks_updated_at_idx" ON "time_blocks" USING btree ("updated_at");
  CREATE INDEX "time_blocks_created_at_idx" ON "time_blocks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_time_blocks_fk" FOREIGN KEY ("time_blocks_id") REFERENCES "public"."time_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_time_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("time_blocks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "time_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "time_blocks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_time_blocks_fk";
  
  DROP INDEX "payload_locked_documents_rels_time_blocks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "time_blocks_id";`)
}

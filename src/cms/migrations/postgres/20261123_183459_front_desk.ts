import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_source" AS ENUM('online', 'front-desk');
  ALTER TYPE "public"."enum_appointments_state" ADD VALUE 'arrived' BEFORE 'cancelled';
  ALTER TYPE "public"."enum_appointments_state" ADD VALUE 'completed' BEFORE 'cancelled';
  ALTER TYPE "public"."enum_appointments_state" ADD VALUE 'no-show' BEFORE 'cancelled';
  ALTER TABLE "appointments" ADD COLUMN "source" "enum_appointments_source";
  ALTER TABLE "clients" ADD COLUMN "staff_notes" varchar;
  CREATE INDEX "appointments_source_idx" ON "appointments" USING btree ("source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" ALTER COLUMN "state" SET DATA TYPE text;
  ALTER TABLE "appointments" ALTER COLUMN "state" SET DEFAULT 'planned'::text;
  DROP TYPE "public"."enum_appointments_state";
  CREATE TYPE "public"."enum_appointments_state" AS ENUM('reserved', 'planned', 'confirmed', 'cancelled');
  ALTER TABLE "appointments" ALTER COLUMN "state" SET DEFAULT 'planned'::"public"."enum_appointments_state";
  ALTER TABLE "appointments" ALTER COLUMN "state" SET DATA TYPE "public"."enum_appointments_state" USING "state"::"public"."enum_appointments_state";
  DROP INDEX "appointments_source_idx";
  ALTER TABLE "appointments" DROP COLUMN "source";
  ALTER TABLE "clients" DROP COLUMN "staff_notes";
  DROP TYPE "public"."enum_appointments_source";`)
}

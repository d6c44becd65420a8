import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Stylists' own accounts (issue 30, decision 0047): a staff account's stylist, the `stylist` role, what a stylist sees of the others. */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_booking_settings_stylists_see_others" AS ENUM('nothing', 'busy');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'stylist';
  ALTER TABLE "users" ADD COLUMN "stylist_id" integer;
  ALTER TABLE "booking_settings" ADD COLUMN "stylists_see_others" "enum_booking_settings_stylists_see_others" DEFAULT 'nothing' NOT NULL;
  ALTER TABLE "users" ADD CONSTRAINT "users_stylist_id_employees_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_stylist_idx" ON "users" USING btree ("stylist_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP CONSTRAINT "users_stylist_id_employees_id_fk";
  DELETE FROM "users_roles" WHERE "value" = 'stylist';
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "users_stylist_idx";
  ALTER TABLE "users" DROP COLUMN "stylist_id";
  ALTER TABLE "booking_settings" DROP COLUMN "stylists_see_others";
  DROP TYPE "public"."enum_booking_settings_stylists_see_others";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_categories_calendar_colour" AS ENUM('rose', 'peach', 'butter', 'lime', 'mint', 'aqua', 'sky', 'periwinkle', 'lilac', 'orchid');
  CREATE TYPE "public"."enum__services_categories_v_version_calendar_colour" AS ENUM('rose', 'peach', 'butter', 'lime', 'mint', 'aqua', 'sky', 'periwinkle', 'lilac', 'orchid');
  CREATE TYPE "public"."enum_employees_calendar_colour" AS ENUM('rose', 'peach', 'butter', 'lime', 'mint', 'aqua', 'sky', 'periwinkle', 'lilac', 'orchid');
  CREATE TYPE "public"."enum__employees_v_version_calendar_colour" AS ENUM('rose', 'peach', 'butter', 'lime', 'mint', 'aqua', 'sky', 'periwinkle', 'lilac', 'orchid');
  CREATE TYPE "public"."enum_calendar_settings_colour_by" AS ENUM('stylist', 'category');
  CREATE TABLE "calendar_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"colour_by" "enum_calendar_settings_colour_by" DEFAULT 'stylist' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "services_categories" ADD COLUMN "calendar_colour" "enum_services_categories_calendar_colour";
  ALTER TABLE "_services_categories_v" ADD COLUMN "version_calendar_colour" "enum__services_categories_v_version_calendar_colour";
  ALTER TABLE "employees" ADD COLUMN "calendar_colour" "enum_employees_calendar_colour";
  ALTER TABLE "_employees_v" ADD COLUMN "version_calendar_colour" "enum__employees_v_version_calendar_colour";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "calendar_settings" CASCADE;
  ALTER TABLE "services_categories" DROP COLUMN "calendar_colour";
  ALTER TABLE "_services_categories_v" DROP COLUMN "version_calendar_colour";
  ALTER TABLE "employees" DROP COLUMN "calendar_colour";
  ALTER TABLE "_employees_v" DROP COLUMN "version_calendar_colour";
  DROP TYPE "public"."enum_services_categories_calendar_colour";
  DROP TYPE "public"."enum__services_categories_v_version_calendar_colour";
  DROP TYPE "public"."enum_employees_calendar_colour";
  DROP TYPE "public"."enum__employees_v_version_calendar_colour";
  DROP TYPE "public"."enum_calendar_settings_colour_by";`)
}

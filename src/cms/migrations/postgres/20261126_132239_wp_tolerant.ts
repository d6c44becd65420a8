import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_salons_opening_hours_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__salons_v_version_opening_hours_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "salons_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_salons_opening_hours_weekday",
  	"start" varchar,
  	"end" varchar
  );
  
  CREATE TABLE "_salons_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"weekday" "enum__salons_v_version_opening_hours_weekday",
  	"start" varchar,
  	"end" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "services_locales" ADD COLUMN "seo_body" jsonb;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_seo_body" jsonb;
  ALTER TABLE "services_categories_locales" ADD COLUMN "seo_body" jsonb;
  ALTER TABLE "_services_categories_v_locales" ADD COLUMN "version_seo_body" jsonb;
  ALTER TABLE "salons_opening_hours" ADD CONSTRAINT "salons_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_salons_v_version_opening_hours" ADD CONSTRAINT "_salons_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_salons_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "salons_opening_hours_order_idx" ON "salons_opening_hours" USING btree ("_order");
  CREATE INDEX "salons_opening_hours_parent_id_idx" ON "salons_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_salons_v_version_opening_hours_order_idx" ON "_salons_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_salons_v_version_opening_hours_parent_id_idx" ON "_salons_v_version_opening_hours" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "salons_opening_hours" CASCADE;
  DROP TABLE "_salons_v_version_opening_hours" CASCADE;
  ALTER TABLE "services_locales" DROP COLUMN "seo_body";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_seo_body";
  ALTER TABLE "services_categories_locales" DROP COLUMN "seo_body";
  ALTER TABLE "_services_categories_v_locales" DROP COLUMN "version_seo_body";
  DROP TYPE "public"."enum_salons_opening_hours_weekday";
  DROP TYPE "public"."enum__salons_v_version_opening_hours_weekday";`)
}

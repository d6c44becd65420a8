import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "salons_categories" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "salons_categories" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "salons_categories" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "salons_categories" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "employees_categories" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "employees_categories" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "employees_categories" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "employees_categories" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "skills" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "skills" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "skills" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "skills" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "skills_categories" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "skills_categories" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "skills_categories" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "skills_categories" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "positions" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "positions" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "positions" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "positions" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "articles" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "articles" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "articles" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "articles" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_wordpress_item_id" numeric;
  ALTER TABLE "_articles_v" ADD COLUMN "version_wordpress_modified" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_wordpress_source" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_wordpress_hash" varchar;
  ALTER TABLE "articles_categories" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "articles_categories" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "articles_categories" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "articles_categories" ADD COLUMN "wordpress_hash" varchar;
  CREATE INDEX "salons_categories_wordpress_wordpress_item_id_idx" ON "salons_categories" USING btree ("wordpress_item_id");
  CREATE INDEX "salons_categories_wordpress_wordpress_source_idx" ON "salons_categories" USING btree ("wordpress_source");
  CREATE INDEX "employees_categories_wordpress_wordpress_item_id_idx" ON "employees_categories" USING btree ("wordpress_item_id");
  CREATE INDEX "employees_categories_wordpress_wordpress_source_idx" ON "employees_categories" USING btree ("wordpress_source");
  CREATE INDEX "skills_wordpress_wordpress_item_id_idx" ON "skills" USING btree ("wordpress_item_id");
  CREATE INDEX "skills_wordpress_wordpress_source_idx" ON "skills" USING btree ("wordpress_source");
  CREATE INDEX "skills_categories_wordpress_wordpress_item_id_idx" ON "skills_categories" USING btree ("wordpress_item_id");
  CREATE INDEX "skills_categories_wordpress_wordpress_source_idx" ON "skills_categories" USING btree ("wordpress_source");
  CREATE INDEX "positions_wordpress_wordpress_item_id_idx" ON "positions" USING btree ("wordpress_item_id");
  CREATE INDEX "positions_wordpress_wordpress_source_idx" ON "positions" USING btree ("wordpress_source");
  CREATE INDEX "articles_wordpress_wordpress_item_id_idx" ON "articles" USING btree ("wordpress_item_id");
  CREATE INDEX "articles_wordpress_wordpress_source_idx" ON "articles" USING btree ("wordpress_source");
  CREATE INDEX "_articles_v_version_wordpress_version_wordpress_item_id_idx" ON "_articles_v" USING btree ("version_wordpress_item_id");
  CREATE INDEX "_articles_v_version_wordpress_version_wordpress_source_idx" ON "_articles_v" USING btree ("version_wordpress_source");
  CREATE INDEX "articles_categories_wordpress_wordpress_item_id_idx" ON "articles_categories" USING btree ("wordpress_item_id");
  CREATE INDEX "articles_categories_wordpress_wordpress_source_idx" ON "articles_categories" USING btree ("wordpress_source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "salons_categories_wordpress_wordpress_item_id_idx";
  DROP INDEX "salons_categories_wordpress_wordpress_source_idx";
  DROP INDEX "employees_categories_wordpress_wordpress_item_id_idx";
  DROP INDEX "employees_categories_wordpress_wordpress_source_idx";
  DROP INDEX "skills_wordpress_wordpress_item_id_idx";
  DROP INDEX "skills_wordpress_wordpress_source_idx";
  DROP INDEX "skills_categories_wordpress_wordpress_item_id_idx";
  DROP INDEX "skills_categories_wordpress_wordpress_source_idx";
  DROP INDEX "positions_wordpress_wordpress_item_id_idx";
  DROP INDEX "positions_wordpress_wordpress_source_idx";
  DROP INDEX "articles_wordpress_wordpress_item_id_idx";
  DROP INDEX "articles_wordpress_wordpress_source_idx";
  DROP INDEX "_articles_v_version_wordpress_version_wordpress_item_id_idx";
  DROP INDEX "_articles_v_version_wordpress_version_wordpress_source_idx";
  DROP INDEX "articles_categories_wordpress_wordpress_item_id_idx";
  DROP INDEX "articles_categories_wordpress_wordpress_source_idx";
  ALTER TABLE "salons_categories" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "salons_categories" DROP COLUMN "wordpress_modified";
  ALTER TABLE "salons_categories" DROP COLUMN "wordpress_source";
  ALTER TABLE "salons_categories" DROP COLUMN "wordpress_hash";
  ALTER TABLE "employees_categories" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "employees_categories" DROP COLUMN "wordpress_modified";
  ALTER TABLE "employees_categories" DROP COLUMN "wordpress_source";
  ALTER TABLE "employees_categories" DROP COLUMN "wordpress_hash";
  ALTER TABLE "skills" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "skills" DROP COLUMN "wordpress_modified";
  ALTER TABLE "skills" DROP COLUMN "wordpress_source";
  ALTER TABLE "skills" DROP COLUMN "wordpress_hash";
  ALTER TABLE "skills_categories" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "skills_categories" DROP COLUMN "wordpress_modified";
  ALTER TABLE "skills_categories" DROP COLUMN "wordpress_source";
  ALTER TABLE "skills_categories" DROP COLUMN "wordpress_hash";
  ALTER TABLE "positions" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "positions" DROP COLUMN "wordpress_modified";
  ALTER TABLE "positions" DROP COLUMN "wordpress_source";
  ALTER TABLE "positions" DROP COLUMN "wordpress_hash";
  ALTER TABLE "articles" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "articles" DROP COLUMN "wordpress_modified";
  ALTER TABLE "articles" DROP COLUMN "wordpress_source";
  ALTER TABLE "articles" DROP COLUMN "wordpress_hash";
  ALTER TABLE "_articles_v" DROP COLUMN "version_wordpress_item_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_wordpress_modified";
  ALTER TABLE "_articles_v" DROP COLUMN "version_wordpress_source";
  ALTER TABLE "_articles_v" DROP COLUMN "version_wordpress_hash";
  ALTER TABLE "articles_categories" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "articles_categories" DROP COLUMN "wordpress_modified";
  ALTER TABLE "articles_categories" DROP COLUMN "wordpress_source";
  ALTER TABLE "articles_categories" DROP COLUMN "wordpress_hash";`)
}

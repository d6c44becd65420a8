import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "services" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "services" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "services" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_wordpress_item_id" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_wordpress_modified" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_wordpress_source" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_wordpress_hash" varchar;
  ALTER TABLE "services_categories" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "services_categories" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "services_categories" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "services_categories" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "_services_categories_v" ADD COLUMN "version_wordpress_item_id" numeric;
  ALTER TABLE "_services_categories_v" ADD COLUMN "version_wordpress_modified" varchar;
  ALTER TABLE "_services_categories_v" ADD COLUMN "version_wordpress_source" varchar;
  ALTER TABLE "_services_categories_v" ADD COLUMN "version_wordpress_hash" varchar;
  ALTER TABLE "salons" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "salons" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "salons" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "salons" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "_salons_v" ADD COLUMN "version_wordpress_item_id" numeric;
  ALTER TABLE "_salons_v" ADD COLUMN "version_wordpress_modified" varchar;
  ALTER TABLE "_salons_v" ADD COLUMN "version_wordpress_source" varchar;
  ALTER TABLE "_salons_v" ADD COLUMN "version_wordpress_hash" varchar;
  ALTER TABLE "media" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "media" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "media" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "media" ADD COLUMN "wordpress_hash" varchar;
  CREATE INDEX "services_wordpress_wordpress_item_id_idx" ON "services" USING btree ("wordpress_item_id");
  CREATE INDEX "services_wordpress_wordpress_source_idx" ON "services" USING btree ("wordpress_source");
  CREATE INDEX "_services_v_version_wordpress_version_wordpress_item_id_idx" ON "_services_v" USING btree ("version_wordpress_item_id");
  CREATE INDEX "_services_v_version_wordpress_version_wordpress_source_idx" ON "_services_v" USING btree ("version_wordpress_source");
  CREATE INDEX "services_categories_wordpress_wordpress_item_id_idx" ON "services_categories" USING btree ("wordpress_item_id");
  CREATE INDEX "services_categories_wordpress_wordpress_source_idx" ON "services_categories" USING btree ("wordpress_source");
  CREATE INDEX "_services_categories_v_version_wordpress_version_wordpre_idx" ON "_services_categories_v" USING btree ("version_wordpress_item_id");
  CREATE INDEX "_services_categories_v_version_wordpress_version_wordp_1_idx" ON "_services_categories_v" USING btree ("version_wordpress_source");
  CREATE INDEX "salons_wordpress_wordpress_item_id_idx" ON "salons" USING btree ("wordpress_item_id");
  CREATE INDEX "salons_wordpress_wordpress_source_idx" ON "salons" USING btree ("wordpress_source");
  CREATE INDEX "_salons_v_version_wordpress_version_wordpress_item_id_idx" ON "_salons_v" USING btree ("version_wordpress_item_id");
  CREATE INDEX "_salons_v_version_wordpress_version_wordpress_source_idx" ON "_salons_v" USING btree ("version_wordpress_source");
  CREATE INDEX "media_wordpress_wordpress_item_id_idx" ON "media" USING btree ("wordpress_item_id");
  CREATE INDEX "media_wordpress_wordpress_source_idx" ON "media" USING btree ("wordpress_source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "services_wordpress_wordpress_item_id_idx";
  DROP INDEX "services_wordpress_wordpress_source_idx";
  DROP INDEX "_services_v_version_wordpress_version_wordpress_item_id_idx";
  DROP INDEX "_services_v_version_wordpress_version_wordpress_source_idx";
  DROP INDEX "services_categories_wordpress_wordpress_item_id_idx";
  DROP INDEX "services_categories_wordpress_wordpress_source_idx";
  DROP INDEX "_services_categories_v_version_wordpress_version_wordpre_idx";
  DROP INDEX "_services_categories_v_version_wordpress_version_wordp_1_idx";
  DROP INDEX "salons_wordpress_wordpress_item_id_idx";
  DROP INDEX "salons_wordpress_wordpress_source_idx";
  DROP INDEX "_salons_v_version_wordpress_version_wordpress_item_id_idx";
  DROP INDEX "_salons_v_version_wordpress_version_wordpress_source_idx";
  DROP INDEX "media_wordpress_wordpress_item_id_idx";
  DROP INDEX "media_wordpress_wordpress_source_idx";
  ALTER TABLE "services" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "services" DROP COLUMN "wordpress_modified";
  ALTER TABLE "services" DROP COLUMN "wordpress_source";
  ALTER TABLE "services" DROP COLUMN "wordpress_hash";
  ALTER TABLE "_services_v" DROP COLUMN "version_wordpress_item_id";
  ALTER TABLE "_services_v" DROP COLUMN "version_wordpress_modified";
  ALTER TABLE "_services_v" DROP COLUMN "version_wordpress_source";
  ALTER TABLE "_services_v" DROP COLUMN "version_wordpress_hash";
  ALTER TABLE "services_categories" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "services_categories" DROP COLUMN "wordpress_modified";
  ALTER TABLE "services_categories" DROP COLUMN "wordpress_source";
  ALTER TABLE "services_categories" DROP COLUMN "wordpress_hash";
  ALTER TABLE "_services_categories_v" DROP COLUMN "version_wordpress_item_id";
  ALTER TABLE "_services_categories_v" DROP COLUMN "version_wordpress_modified";
  ALTER TABLE "_services_categories_v" DROP COLUMN "version_wordpress_source";
  ALTER TABLE "_services_categories_v" DROP COLUMN "version_wordpress_hash";
  ALTER TABLE "salons" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "salons" DROP COLUMN "wordpress_modified";
  ALTER TABLE "salons" DROP COLUMN "wordpress_source";
  ALTER TABLE "salons" DROP COLUMN "wordpress_hash";
  ALTER TABLE "_salons_v" DROP COLUMN "version_wordpress_item_id";
  ALTER TABLE "_salons_v" DROP COLUMN "version_wordpress_modified";
  ALTER TABLE "_salons_v" DROP COLUMN "version_wordpress_source";
  ALTER TABLE "_salons_v" DROP COLUMN "version_wordpress_hash";
  ALTER TABLE "media" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "media" DROP COLUMN "wordpress_modified";
  ALTER TABLE "media" DROP COLUMN "wordpress_source";
  ALTER TABLE "media" DROP COLUMN "wordpress_hash";`)
}

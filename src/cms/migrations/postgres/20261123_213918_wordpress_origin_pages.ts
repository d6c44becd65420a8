import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "pages" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "pages" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "pages" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_wordpress_item_id" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_wordpress_modified" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_wordpress_source" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_wordpress_hash" varchar;
  ALTER TABLE "contacts" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "contacts" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "contacts" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "contacts" ADD COLUMN "wordpress_hash" varchar;
  CREATE INDEX "pages_wordpress_wordpress_item_id_idx" ON "pages" USING btree ("wordpress_item_id");
  CREATE INDEX "pages_wordpress_wordpress_source_idx" ON "pages" USING btree ("wordpress_source");
  CREATE INDEX "_pages_v_version_wordpress_version_wordpress_item_id_idx" ON "_pages_v" USING btree ("version_wordpress_item_id");
  CREATE INDEX "_pages_v_version_wordpress_version_wordpress_source_idx" ON "_pages_v" USING btree ("version_wordpress_source");
  CREATE INDEX "contacts_wordpress_wordpress_item_id_idx" ON "contacts" USING btree ("wordpress_item_id");
  CREATE INDEX "contacts_wordpress_wordpress_source_idx" ON "contacts" USING btree ("wordpress_source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_wordpress_wordpress_item_id_idx";
  DROP INDEX "pages_wordpress_wordpress_source_idx";
  DROP INDEX "_pages_v_version_wordpress_version_wordpress_item_id_idx";
  DROP INDEX "_pages_v_version_wordpress_version_wordpress_source_idx";
  DROP INDEX "contacts_wordpress_wordpress_item_id_idx";
  DROP INDEX "contacts_wordpress_wordpress_source_idx";
  ALTER TABLE "pages" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "pages" DROP COLUMN "wordpress_modified";
  ALTER TABLE "pages" DROP COLUMN "wordpress_source";
  ALTER TABLE "pages" DROP COLUMN "wordpress_hash";
  ALTER TABLE "_pages_v" DROP COLUMN "version_wordpress_item_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_wordpress_modified";
  ALTER TABLE "_pages_v" DROP COLUMN "version_wordpress_source";
  ALTER TABLE "_pages_v" DROP COLUMN "version_wordpress_hash";
  ALTER TABLE "contacts" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "contacts" DROP COLUMN "wordpress_modified";
  ALTER TABLE "contacts" DROP COLUMN "wordpress_source";
  ALTER TABLE "contacts" DROP COLUMN "wordpress_hash";`)
}

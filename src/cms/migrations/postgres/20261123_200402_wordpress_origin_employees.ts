import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "employees" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "employees" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "employees" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "employees" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "_employees_v" ADD COLUMN "version_wordpress_item_id" numeric;
  ALTER TABLE "_employees_v" ADD COLUMN "version_wordpress_modified" varchar;
  ALTER TABLE "_employees_v" ADD COLUMN "version_wordpress_source" varchar;
  ALTER TABLE "_employees_v" ADD COLUMN "version_wordpress_hash" varchar;
  CREATE INDEX "employees_wordpress_wordpress_item_id_idx" ON "employees" USING btree ("wordpress_item_id");
  CREATE INDEX "employees_wordpress_wordpress_source_idx" ON "employees" USING btree ("wordpress_source");
  CREATE INDEX "_employees_v_version_wordpress_version_wordpress_item_id_idx" ON "_employees_v" USING btree ("version_wordpress_item_id");
  CREATE INDEX "_employees_v_version_wordpress_version_wordpress_source_idx" ON "_employees_v" USING btree ("version_wordpress_source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "employees_wordpress_wordpress_item_id_idx";
  DROP INDEX "employees_wordpress_wordpress_source_idx";
  DROP INDEX "_employees_v_version_wordpress_version_wordpress_item_id_idx";
  DROP INDEX "_employees_v_version_wordpress_version_wordpress_source_idx";
  ALTER TABLE "employees" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "employees" DROP COLUMN "wordpress_modified";
  ALTER TABLE "employees" DROP COLUMN "wordpress_source";
  ALTER TABLE "employees" DROP COLUMN "wordpress_hash";
  ALTER TABLE "_employees_v" DROP COLUMN "version_wordpress_item_id";
  ALTER TABLE "_employees_v" DROP COLUMN "version_wordpress_modified";
  ALTER TABLE "_employees_v" DROP COLUMN "version_wordpress_source";
  ALTER TABLE "_employees_v" DROP COLUMN "version_wordpress_hash";`)
}

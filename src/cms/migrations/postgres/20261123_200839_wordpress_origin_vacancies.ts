import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" ADD COLUMN "wordpress_item_id" numeric;
  ALTER TABLE "vacancies" ADD COLUMN "wordpress_modified" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "wordpress_source" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "wordpress_hash" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_wordpress_item_id" numeric;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_wordpress_modified" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_wordpress_source" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_wordpress_hash" varchar;
  CREATE INDEX "vacancies_wordpress_wordpress_item_id_idx" ON "vacancies" USING btree ("wordpress_item_id");
  CREATE INDEX "vacancies_wordpress_wordpress_source_idx" ON "vacancies" USING btree ("wordpress_source");
  CREATE INDEX "_vacancies_v_version_wordpress_version_wordpress_item_id_idx" ON "_vacancies_v" USING btree ("version_wordpress_item_id");
  CREATE INDEX "_vacancies_v_version_wordpress_version_wordpress_source_idx" ON "_vacancies_v" USING btree ("version_wordpress_source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "vacancies_wordpress_wordpress_item_id_idx";
  DROP INDEX "vacancies_wordpress_wordpress_source_idx";
  DROP INDEX "_vacancies_v_version_wordpress_version_wordpress_item_id_idx";
  DROP INDEX "_vacancies_v_version_wordpress_version_wordpress_source_idx";
  ALTER TABLE "vacancies" DROP COLUMN "wordpress_item_id";
  ALTER TABLE "vacancies" DROP COLUMN "wordpress_modified";
  ALTER TABLE "vacancies" DROP COLUMN "wordpress_source";
  ALTER TABLE "vacancies" DROP COLUMN "wordpress_hash";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_wordpress_item_id";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_wordpress_modified";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_wordpress_source";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_wordpress_hash";`)
}

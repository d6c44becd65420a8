import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_ledger" ADD COLUMN "visit_id" varchar;
  ALTER TABLE "client_ledger" ADD COLUMN "keep_if_late" numeric;
  CREATE INDEX "client_ledger_visit_id_idx" ON "client_ledger" USING btree ("visit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "client_ledger_visit_id_idx";
  ALTER TABLE "client_ledger" DROP COLUMN "visit_id";
  ALTER TABLE "client_ledger" DROP COLUMN "keep_if_late";`)
}

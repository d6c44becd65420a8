import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" ALTER COLUMN "client_id" DROP NOT NULL;
  ALTER TABLE "appointments" ADD COLUMN "hold_token_hash" varchar;
  CREATE INDEX "appointments_hold_token_hash_idx" ON "appointments" USING btree ("hold_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "appointments_hold_token_hash_idx";
  ALTER TABLE "appointments" ALTER COLUMN "client_id" SET NOT NULL;
  ALTER TABLE "appointments" DROP COLUMN "hold_token_hash";`)
}

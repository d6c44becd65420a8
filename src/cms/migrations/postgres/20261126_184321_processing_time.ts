import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" ADD COLUMN "processing_after" numeric;
  ALTER TABLE "services" ADD COLUMN "processing_minutes" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_processing_after" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_processing_minutes" numeric;
  ALTER TABLE "appointments_items" ADD COLUMN "processing_after" numeric;
  ALTER TABLE "appointments_items" ADD COLUMN "processing_minutes" numeric;
  ALTER TABLE "appointments" ADD COLUMN "overlap_with" jsonb;
  ALTER TABLE "booking_slots" ADD COLUMN "overlap" boolean DEFAULT false;`)
  // A visit booked over another on purpose (docs/decisions/0045) keeps its rows out of the
  // constraint; the guard, under the diary lock, still refuses everyone else over them.
  await db.execute(sql`
  ALTER TABLE "booking_slots" DROP CONSTRAINT IF EXISTS "booking_slots_no_overlap";
  ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_no_overlap"
    EXCLUDE USING gist ("stylist_id" WITH =, tstzrange("start", "end", '[)') WITH &&)
    WHERE ("live" AND "overlap" IS NOT TRUE);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to decision 0010's constraint (it fails while two live rows overlap on purpose: cancel one first).
  await db.execute(sql`
  ALTER TABLE "booking_slots" DROP CONSTRAINT IF EXISTS "booking_slots_no_overlap";
  ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_no_overlap"
    EXCLUDE USING gist ("stylist_id" WITH =, tstzrange("start", "end", '[)') WITH &&) WHERE ("live");`)
  await db.execute(sql`
   ALTER TABLE "services" DROP COLUMN "processing_after";
  ALTER TABLE "services" DROP COLUMN "processing_minutes";
  ALTER TABLE "_services_v" DROP COLUMN "version_processing_after";
  ALTER TABLE "_services_v" DROP COLUMN "version_processing_minutes";
  ALTER TABLE "appointments_items" DROP COLUMN "processing_after";
  ALTER TABLE "appointments_items" DROP COLUMN "processing_minutes";
  ALTER TABLE "appointments" DROP COLUMN "overlap_with";
  ALTER TABLE "booking_slots" DROP COLUMN "overlap";`)
}

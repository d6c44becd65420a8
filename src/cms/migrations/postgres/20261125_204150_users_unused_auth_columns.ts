import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Staff accounts no longer keep Payload's lock-out and reset-interval state: with `maxLoginAttempts: 0`
// and `forgotPassword.minRequestInterval: 0` Payload neither declares nor reads these columns (sign-in
// and reset requests are throttled in rate_limits, src/lib/cms/staff-auth-limits.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "reset_password_requested_at";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}

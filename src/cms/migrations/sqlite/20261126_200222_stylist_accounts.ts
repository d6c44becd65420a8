import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Stylists' own accounts (issue 30, decision 0047): a staff account's stylist, the `stylist` role
 * (a text value on SQLite: nothing to change) and the salon's choice of what a stylist sees of the
 * others.
 *
 * Down written by hand: the generated one rebuilt `users` (create new, copy, DROP, rename), and the
 * DROP inside the migration's transaction, where `PRAGMA foreign_keys=OFF` has no effect, would
 * cascade into every table that refers to a staff account. SQLite cannot drop a column that is a
 * foreign key either, so going down leaves `users.stylist_id` in place (empty, unread).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`stylist_id\` integer REFERENCES employees(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`users_stylist_idx\` ON \`users\` (\`stylist_id\`);`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`stylists_see_others\` text DEFAULT 'nothing' NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_stylist_idx\`;`)
  await db.run(sql`UPDATE \`users\` SET \`stylist_id\` = NULL;`)
  await db.run(sql`DELETE FROM \`users_roles\` WHERE \`value\` = 'stylist';`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`stylists_see_others\`;`)
}

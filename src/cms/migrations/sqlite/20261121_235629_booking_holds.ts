import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Holds before sign-in (docs/decisions/0010): an appointment's client may be empty while it is a
 * hold, and a hold carries the hash of its token.
 *
 * Written by hand: the generated version rebuilt `appointments` (create new, copy, DROP, rename),
 * but migrations run inside a transaction where `PRAGMA foreign_keys=OFF` has no effect, so the DROP
 * would cascade to the visits' items and fail on booked times and reviews of an existing database.
 * Removing a NOT NULL constraint does not change how rows are stored, so the table definition is
 * edited in place (SQLite's documented procedure for such changes) and the schema version bumped.
 */
const NOT_NULL = '`client_id` integer NOT NULL'
const NULLABLE = '`client_id` integer'

async function setClientColumn(db: MigrateUpArgs['db'], from: string, to: string): Promise<void> {
  const rows = (await db.all(sql`PRAGMA schema_version`)) as { schema_version: number }[]
  const version = Number(rows[0]?.schema_version ?? 0)
  await db.run(sql`PRAGMA writable_schema = ON`)
  await db.run(
    sql`UPDATE sqlite_master SET sql = replace(sql, ${from}, ${to}) WHERE type = 'table' AND name = 'appointments'`,
  )
  await db.run(sql.raw(`PRAGMA schema_version = ${version + 1}`))
  await db.run(sql`PRAGMA writable_schema = OFF`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await setClientColumn(db, NOT_NULL, NULLABLE)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`hold_token_hash\` text;`)
  await db.run(sql`CREATE INDEX \`appointments_hold_token_hash_idx\` ON \`appointments\` (\`hold_token_hash\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Holds without a client cannot stay once the column is required again.
  await db.run(sql`DELETE FROM \`appointments\` WHERE \`client_id\` IS NULL;`)
  await db.run(sql`DROP INDEX IF EXISTS \`appointments_hold_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`hold_token_hash\`;`)
  await setClientColumn(db, NULLABLE + ',', NOT_NULL + ',')
}

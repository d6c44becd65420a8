import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Marketing consent per channel, changeable by the client (issue 31): opt-in, so a client has agreed
 * to no offers until they tick a box — both "no offers" flags default to true — and the date of the
 * last change is kept. Clients already stored never gave a choice (nobody could until now), so they
 * are set to no offers too.
 *
 * Written by hand (decision 0010): the generated version rebuilt `clients` (create, copy, DROP,
 * rename) and the DROP inside the migration's transaction would cascade into every table that refers
 * to a client. A column's default does not change how rows are stored, so the stored definition is
 * edited in place and the schema version bumped.
 */
const COLUMNS = ['no_sms_marketing', 'no_email_marketing']

async function setDefaults(db: MigrateUpArgs['db'], from: string, to: string): Promise<void> {
  const rows = (await db.all(sql`PRAGMA schema_version`)) as { schema_version: number }[]
  const version = Number(rows[0]?.schema_version ?? 0)
  await db.run(sql`PRAGMA writable_schema = ON`)
  for (const column of COLUMNS)
    await db.run(
      sql`UPDATE sqlite_master SET sql = replace(sql, ${`\`${column}\` integer DEFAULT ${from}`}, ${`\`${column}\` integer DEFAULT ${to}`}) WHERE type = 'table' AND name = 'clients'`,
    )
  await db.run(sql.raw(`PRAGMA schema_version = ${version + 1}`))
  await db.run(sql`PRAGMA writable_schema = OFF`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await setDefaults(db, 'false', 'true')
  await db.run(sql`ALTER TABLE \`clients\` ADD \`marketing_changed_at\` text;`)
  await db.run(sql`UPDATE \`clients\` SET \`no_sms_marketing\` = true, \`no_email_marketing\` = true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`marketing_changed_at\`;`)
  await setDefaults(db, 'true', 'false')
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`client_id\` integer,
  	\`state\` text DEFAULT 'planned' NOT NULL,
  	\`date\` text,
  	\`start\` text,
  	\`end\` text,
  	\`held_until\` text,
  	\`hold_token_hash\` text,
  	\`cancel_reason\` text,
  	\`cancelled_at\` text,
  	\`reminder_sent_at\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Edited by hand: the generator copied the new hold_token_hash column from the old table, which has none.
  await db.run(sql`INSERT INTO \`__new_appointments\`("id", "salon_id", "client_id", "state", "date", "start", "end", "held_until", "cancel_reason", "cancelled_at", "reminder_sent_at", "note", "updated_at", "created_at") SELECT "id", "salon_id", "client_id", "state", "date", "start", "end", "held_until", "cancel_reason", "cancelled_at", "reminder_sent_at", "note", "updated_at", "created_at" FROM \`appointments\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`ALTER TABLE \`__new_appointments\` RENAME TO \`appointments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`appointments_salon_idx\` ON \`appointments\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_client_idx\` ON \`appointments\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_state_idx\` ON \`appointments\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`appointments_date_idx\` ON \`appointments\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`appointments_start_idx\` ON \`appointments\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointments_hold_token_hash_idx\` ON \`appointments\` (\`hold_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`state\` text DEFAULT 'planned' NOT NULL,
  	\`date\` text,
  	\`start\` text,
  	\`end\` text,
  	\`held_until\` text,
  	\`cancel_reason\` text,
  	\`cancelled_at\` text,
  	\`reminder_sent_at\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_appointments\`("id", "salon_id", "client_id", "state", "date", "start", "end", "held_until", "cancel_reason", "cancelled_at", "reminder_sent_at", "note", "updated_at", "created_at") SELECT "id", "salon_id", "client_id", "state", "date", "start", "end", "held_until", "cancel_reason", "cancelled_at", "reminder_sent_at", "note", "updated_at", "created_at" FROM \`appointments\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`ALTER TABLE \`__new_appointments\` RENAME TO \`appointments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`appointments_salon_idx\` ON \`appointments\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_client_idx\` ON \`appointments\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_state_idx\` ON \`appointments\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`appointments_date_idx\` ON \`appointments\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`appointments_start_idx\` ON \`appointments\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
}

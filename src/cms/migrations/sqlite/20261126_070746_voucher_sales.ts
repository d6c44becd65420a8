import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payment_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`appointment_id\` integer,
  	\`visit_id\` text,
  	\`client_id\` integer NOT NULL,
  	\`key\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`state\` text DEFAULT 'opening' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`terms\` text,
  	\`checkout_session\` text,
  	\`url\` text,
  	\`expires_at\` text,
  	\`payment_intent\` text,
  	\`note\` text,
  	\`failure\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payment_requests\`("id", "appointment_id", "visit_id", "client_id", "key", "purpose", "state", "amount", "terms", "checkout_session", "url", "expires_at", "payment_intent", "note", "failure", "updated_at", "created_at") SELECT "id", "appointment_id", "visit_id", "client_id", "key", "purpose", "state", "amount", "terms", "checkout_session", "url", "expires_at", "payment_intent", "note", "failure", "updated_at", "created_at" FROM \`payment_requests\`;`)
  await db.run(sql`DROP TABLE \`payment_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_payment_requests\` RENAME TO \`payment_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payment_requests_appointment_idx\` ON \`payment_requests\` (\`appointment_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_visit_id_idx\` ON \`payment_requests\` (\`visit_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_client_idx\` ON \`payment_requests\` (\`client_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_requests_key_idx\` ON \`payment_requests\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_state_idx\` ON \`payment_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_checkout_session_idx\` ON \`payment_requests\` (\`checkout_session\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_expires_at_idx\` ON \`payment_requests\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_payment_intent_idx\` ON \`payment_requests\` (\`payment_intent\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_updated_at_idx\` ON \`payment_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_created_at_idx\` ON \`payment_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`vouchers\` ADD \`payment_request\` text;`)
  await db.run(sql`CREATE INDEX \`vouchers_payment_request_idx\` ON \`vouchers\` (\`payment_request\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`vouchers_payment_request_idx\`;`)
  await db.run(sql`ALTER TABLE \`vouchers\` DROP COLUMN \`payment_request\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payment_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`appointment_id\` integer,
  	\`visit_id\` text NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`key\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`state\` text DEFAULT 'opening' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`terms\` text,
  	\`checkout_session\` text,
  	\`url\` text,
  	\`expires_at\` text,
  	\`payment_intent\` text,
  	\`note\` text,
  	\`failure\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payment_requests\`("id", "appointment_id", "visit_id", "client_id", "key", "purpose", "state", "amount", "terms", "checkout_session", "url", "expires_at", "payment_intent", "note", "failure", "updated_at", "created_at") SELECT "id", "appointment_id", "visit_id", "client_id", "key", "purpose", "state", "amount", "terms", "checkout_session", "url", "expires_at", "payment_intent", "note", "failure", "updated_at", "created_at" FROM \`payment_requests\`;`)
  await db.run(sql`DROP TABLE \`payment_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_payment_requests\` RENAME TO \`payment_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payment_requests_appointment_idx\` ON \`payment_requests\` (\`appointment_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_visit_id_idx\` ON \`payment_requests\` (\`visit_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_client_idx\` ON \`payment_requests\` (\`client_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_requests_key_idx\` ON \`payment_requests\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_state_idx\` ON \`payment_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_checkout_session_idx\` ON \`payment_requests\` (\`checkout_session\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_expires_at_idx\` ON \`payment_requests\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_payment_intent_idx\` ON \`payment_requests\` (\`payment_intent\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_updated_at_idx\` ON \`payment_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_requests_created_at_idx\` ON \`payment_requests\` (\`created_at\`);`)
}

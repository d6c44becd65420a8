import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by `npm run db:migration`, then mended by hand: the generator copied the new column
// `marketing_changed_at` from the old table, which has none. SQLite cannot change a column's
// default in place, hence the copy (the same rows, ids and indexes).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`sex\` text DEFAULT 'female' NOT NULL,
  	\`email\` text,
  	\`no_sms_marketing\` integer DEFAULT true,
  	\`no_email_marketing\` integer DEFAULT true,
  	\`marketing_changed_at\` text,
  	\`forbidden_online_booking\` integer DEFAULT false,
  	\`staff_notes\` text,
  	\`crm_id\` text,
  	\`prepayment_required\` integer DEFAULT false,
  	\`stripe_customer\` text,
  	\`card_brand\` text,
  	\`card_last4\` text,
  	\`card_payment_method\` text,
  	\`birthday\` text,
  	\`client_since\` text,
  	\`imported_visits\` numeric,
  	\`imported_no_shows\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_clients\`("id", "phone", "first_name", "last_name", "sex", "email", "no_sms_marketing", "no_email_marketing", "forbidden_online_booking", "staff_notes", "crm_id", "prepayment_required", "stripe_customer", "card_brand", "card_last4", "card_payment_method", "birthday", "client_since", "imported_visits", "imported_no_shows", "updated_at", "created_at") SELECT "id", "phone", "first_name", "last_name", "sex", "email", "no_sms_marketing", "no_email_marketing", "forbidden_online_booking", "staff_notes", "crm_id", "prepayment_required", "stripe_customer", "card_brand", "card_last4", "card_payment_method", "birthday", "client_since", "imported_visits", "imported_no_shows", "updated_at", "created_at" FROM \`clients\`;`)
  await db.run(sql`DROP TABLE \`clients\`;`)
  await db.run(sql`ALTER TABLE \`__new_clients\` RENAME TO \`clients\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`clients_phone_idx\` ON \`clients\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`clients_crm_id_idx\` ON \`clients\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_stripe_customer_idx\` ON \`clients\` (\`stripe_customer\`);`)
  await db.run(sql`CREATE INDEX \`clients_updated_at_idx\` ON \`clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clients_created_at_idx\` ON \`clients\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`sex\` text DEFAULT 'female' NOT NULL,
  	\`email\` text,
  	\`forbidden_online_booking\` integer DEFAULT false,
  	\`staff_notes\` text,
  	\`crm_id\` text,
  	\`prepayment_required\` integer DEFAULT false,
  	\`stripe_customer\` text,
  	\`card_brand\` text,
  	\`card_last4\` text,
  	\`card_payment_method\` text,
  	\`birthday\` text,
  	\`client_since\` text,
  	\`no_sms_marketing\` integer DEFAULT false,
  	\`no_email_marketing\` integer DEFAULT false,
  	\`imported_visits\` numeric,
  	\`imported_no_shows\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_clients\`("id", "phone", "first_name", "last_name", "sex", "email", "forbidden_online_booking", "staff_notes", "crm_id", "prepayment_required", "stripe_customer", "card_brand", "card_last4", "card_payment_method", "birthday", "client_since", "no_sms_marketing", "no_email_marketing", "imported_visits", "imported_no_shows", "updated_at", "created_at") SELECT "id", "phone", "first_name", "last_name", "sex", "email", "forbidden_online_booking", "staff_notes", "crm_id", "prepayment_required", "stripe_customer", "card_brand", "card_last4", "card_payment_method", "birthday", "client_since", "no_sms_marketing", "no_email_marketing", "imported_visits", "imported_no_shows", "updated_at", "created_at" FROM \`clients\`;`)
  await db.run(sql`DROP TABLE \`clients\`;`)
  await db.run(sql`ALTER TABLE \`__new_clients\` RENAME TO \`clients\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`clients_phone_idx\` ON \`clients\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`clients_crm_id_idx\` ON \`clients\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_stripe_customer_idx\` ON \`clients\` (\`stripe_customer\`);`)
  await db.run(sql`CREATE INDEX \`clients_updated_at_idx\` ON \`clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clients_created_at_idx\` ON \`clients\` (\`created_at\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sales_lines_kind" AS ENUM('service', 'product', 'extra', 'voucher');
  CREATE TYPE "public"."enum_sales_tenders_method" AS ENUM('cash', 'terminal', 'card', 'balance', 'voucher', 'points');
  CREATE TYPE "public"."enum_sales_status" AS ENUM('closed', 'voided');
  CREATE TYPE "public"."enum_till_entries_kind" AS ENUM('payment', 'refund', 'void');
  CREATE TYPE "public"."enum_till_entries_method" AS ENUM('cash', 'terminal', 'card', 'balance', 'voucher', 'points');
  CREATE TYPE "public"."enum_client_ledger_account" AS ENUM('balance', 'bonus');
  ALTER TYPE "public"."enum_sms_messages_kind" ADD VALUE 'receipt';
  ALTER TYPE "public"."enum_payments_kind" ADD VALUE 'sale';
  CREATE TABLE "sales_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sales_lines_kind" NOT NULL,
  	"description" varchar NOT NULL,
  	"service_id" integer,
  	"stylist_id" integer,
  	"list_price" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"discount_reason" varchar,
  	"voucher_id" integer
  );
  
  CREATE TABLE "sales_tenders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"method" "enum_sales_tenders_method" NOT NULL,
  	"amount" numeric NOT NULL,
  	"cash_given" numeric,
  	"change" numeric,
  	"last4" varchar,
  	"voucher_id" integer,
  	"points" numeric,
  	"payment_intent" varchar
  );
  
  CREATE TABLE "sales" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"salon_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"visit_id" integer,
  	"client_id" integer,
  	"walk_in_name" varchar,
  	"tip" numeric DEFAULT 0,
  	"tip_stylist_id" integer,
  	"prepaid" numeric,
  	"total" numeric NOT NULL,
  	"due" numeric NOT NULL,
  	"credited" numeric,
  	"points_earned" numeric DEFAULT 0,
  	"status" "enum_sales_status" DEFAULT 'closed' NOT NULL,
  	"closed_at" timestamp(3) with time zone NOT NULL,
  	"closed_by_id" integer,
  	"receipt" boolean DEFAULT false,
  	"voided_at" timestamp(3) with time zone,
  	"voided_by_id" integer,
  	"void_reason" varchar,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "till_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"salon_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"sale_id" integer NOT NULL,
  	"kind" "enum_till_entries_kind" NOT NULL,
  	"method" "enum_till_entries_method" NOT NULL,
  	"amount" numeric NOT NULL,
  	"payment_intent" varchar,
  	"voucher_id" integer,
  	"note" varchar,
  	"by_staff_id" integer,
  	"key" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "client_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"account" "enum_client_ledger_account" NOT NULL,
  	"amount" numeric NOT NULL,
  	"after" numeric NOT NULL,
  	"sale_id" integer,
  	"note" varchar,
  	"by_staff_id" integer,
  	"key" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "drawer_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"salon_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"expected" numeric NOT NULL,
  	"counted" numeric NOT NULL,
  	"difference" numeric NOT NULL,
  	"note" varchar,
  	"by_staff_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "till_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tips" boolean DEFAULT false,
  	"bonus_enabled" boolean DEFAULT false,
  	"bonus_per_pound" numeric DEFAULT 1,
  	"bonus_point_value" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "appointments" ADD COLUMN "sale_id" integer;
  ALTER TABLE "appointments" ADD COLUMN "sale_sum" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sales_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "till_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_ledger_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drawer_counts_id" integer;
  ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_stylist_id_employees_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_tenders" ADD CONSTRAINT "sales_tenders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_tenders" ADD CONSTRAINT "sales_tenders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales" ADD CONSTRAINT "sales_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales" ADD CONSTRAINT "sales_visit_id_appointments_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales" ADD CONSTRAINT "sales_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales" ADD CONSTRAINT "sales_tip_stylist_id_employees_id_fk" FOREIGN KEY ("tip_stylist_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales" ADD CONSTRAINT "sales_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales" ADD CONSTRAINT "sales_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "till_entries" ADD CONSTRAINT "till_entries_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "till_entries" ADD CONSTRAINT "till_entries_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "till_entries" ADD CONSTRAINT "till_entries_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "till_entries" ADD CONSTRAINT "till_entries_by_staff_id_users_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_ledger" ADD CONSTRAINT "client_ledger_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_ledger" ADD CONSTRAINT "client_ledger_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_ledger" ADD CONSTRAINT "client_ledger_by_staff_id_users_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drawer_counts" ADD CONSTRAINT "drawer_counts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drawer_counts" ADD CONSTRAINT "drawer_counts_by_staff_id_users_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sales_lines_order_idx" ON "sales_lines" USING btree ("_order");
  CREATE INDEX "sales_lines_parent_id_idx" ON "sales_lines" USING btree ("_parent_id");
  CREATE INDEX "sales_lines_service_idx" ON "sales_lines" USING btree ("service_id");
  CREATE INDEX "sales_lines_stylist_idx" ON "sales_lines" USING btree ("stylist_id");
  CREATE INDEX "sales_lines_voucher_idx" ON "sales_lines" USING btree ("voucher_id");
  CREATE INDEX "sales_tenders_order_idx" ON "sales_tenders" USING btree ("_order");
  CREATE INDEX "sales_tenders_parent_id_idx" ON "sales_tenders" USING btree ("_parent_id");
  CREATE INDEX "sales_tenders_voucher_idx" ON "sales_tenders" USING btree ("voucher_id");
  CREATE INDEX "sales_number_idx" ON "sales" USING btree ("number");
  CREATE INDEX "sales_salon_idx" ON "sales" USING btree ("salon_id");
  CREATE INDEX "sales_date_idx" ON "sales" USING btree ("date");
  CREATE INDEX "sales_visit_idx" ON "sales" USING btree ("visit_id");
  CREATE INDEX "sales_client_idx" ON "sales" USING btree ("client_id");
  CREATE INDEX "sales_tip_stylist_idx" ON "sales" USING btree ("tip_stylist_id");
  CREATE INDEX "sales_status_idx" ON "sales" USING btree ("status");
  CREATE INDEX "sales_closed_at_idx" ON "sales" USING btree ("closed_at");
  CREATE INDEX "sales_closed_by_idx" ON "sales" USING btree ("closed_by_id");
  CREATE INDEX "sales_voided_by_idx" ON "sales" USING btree ("voided_by_id");
  CREATE UNIQUE INDEX "sales_key_idx" ON "sales" USING btree ("key");
  CREATE INDEX "sales_updated_at_idx" ON "sales" USING btree ("updated_at");
  CREATE INDEX "sales_created_at_idx" ON "sales" USING btree ("created_at");
  CREATE INDEX "till_entries_salon_idx" ON "till_entries" USING btree ("salon_id");
  CREATE INDEX "till_entries_date_idx" ON "till_entries" USING btree ("date");
  CREATE INDEX "till_entries_sale_idx" ON "till_entries" USING btree ("sale_id");
  CREATE INDEX "till_entries_voucher_idx" ON "till_entries" USING btree ("voucher_id");
  CREATE INDEX "till_entries_by_staff_idx" ON "till_entries" USING btree ("by_staff_id");
  CREATE UNIQUE INDEX "till_entries_key_idx" ON "till_entries" USING btree ("key");
  CREATE INDEX "till_entries_at_idx" ON "till_entries" USING btree ("at");
  CREATE INDEX "till_entries_updated_at_idx" ON "till_entries" USING btree ("updated_at");
  CREATE INDEX "till_entries_created_at_idx" ON "till_entries" USING btree ("created_at");
  CREATE INDEX "client_ledger_client_idx" ON "client_ledger" USING btree ("client_id");
  CREATE INDEX "client_ledger_account_idx" ON "client_ledger" USING btree ("account");
  CREATE INDEX "client_ledger_sale_idx" ON "client_ledger" USING btree ("sale_id");
  CREATE INDEX "client_ledger_by_staff_idx" ON "client_ledger" USING btree ("by_staff_id");
  CREATE UNIQUE INDEX "client_ledger_key_idx" ON "client_ledger" USING btree ("key");
  CREATE INDEX "client_ledger_at_idx" ON "client_ledger" USING btree ("at");
  CREATE INDEX "client_ledger_updated_at_idx" ON "client_ledger" USING btree ("updated_at");
  CREATE INDEX "client_ledger_created_at_idx" ON "client_ledger" USING btree ("created_at");
  CREATE INDEX "drawer_counts_salon_idx" ON "drawer_counts" USING btree ("salon_id");
  CREATE INDEX "drawer_counts_date_idx" ON "drawer_counts" USING btree ("date");
  CREATE INDEX "drawer_counts_by_staff_idx" ON "drawer_counts" USING btree ("by_staff_id");
  CREATE INDEX "drawer_counts_updated_at_idx" ON "drawer_counts" USING btree ("updated_at");
  CREATE INDEX "drawer_counts_created_at_idx" ON "drawer_counts" USING btree ("created_at");
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_till_entries_fk" FOREIGN KEY ("till_entries_id") REFERENCES "public"."till_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_ledger_fk" FOREIGN KEY ("client_ledger_id") REFERENCES "public"."client_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drawer_counts_fk" FOREIGN KEY ("drawer_counts_id") REFERENCES "public"."drawer_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appointments_sale_idx" ON "appointments" USING btree ("sale_id");
  CREATE INDEX "payload_locked_documents_rels_sales_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_id");
  CREATE INDEX "payload_locked_documents_rels_till_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("till_entries_id");
  CREATE INDEX "payload_locked_documents_rels_client_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("client_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_drawer_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("drawer_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sales_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_tenders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "till_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drawer_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "till_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sales_lines" CASCADE;
  DROP TABLE "sales_tenders" CASCADE;
  DROP TABLE "sales" CASCADE;
  DROP TABLE "till_entries" CASCADE;
  DROP TABLE "client_ledger" CASCADE;
  DROP TABLE "drawer_counts" CASCADE;
  DROP TABLE "till_settings" CASCADE;
  ALTER TABLE "appointments" DROP CONSTRAINT "appointments_sale_id_sales_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sales_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_till_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_ledger_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_drawer_counts_fk";
  
  ALTER TABLE "sms_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_sms_messages_kind";
  CREATE TYPE "public"."enum_sms_messages_kind" AS ENUM('code', 'created', 'changed', 'cancelled', 'reminder', 'payment');
  ALTER TABLE "sms_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_sms_messages_kind" USING "kind"::"public"."enum_sms_messages_kind";
  ALTER TABLE "payments" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_kind";
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('prepayment', 'fee', 'refund', 'voucher');
  ALTER TABLE "payments" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_payments_kind" USING "kind"::"public"."enum_payments_kind";
  DROP INDEX "appointments_sale_idx";
  DROP INDEX "payload_locked_documents_rels_sales_id_idx";
  DROP INDEX "payload_locked_documents_rels_till_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_client_ledger_id_idx";
  DROP INDEX "payload_locked_documents_rels_drawer_counts_id_idx";
  ALTER TABLE "appointments" DROP COLUMN "sale_id";
  ALTER TABLE "appointments" DROP COLUMN "sale_sum";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sales_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "till_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_ledger_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "drawer_counts_id";
  DROP TYPE "public"."enum_sales_lines_kind";
  DROP TYPE "public"."enum_sales_tenders_method";
  DROP TYPE "public"."enum_sales_status";
  DROP TYPE "public"."enum_till_entries_kind";
  DROP TYPE "public"."enum_till_entries_method";
  DROP TYPE "public"."enum_client_ledger_account";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vouchers_kind" AS ENUM('money', 'service');
  CREATE TYPE "public"."enum_vouchers_status" AS ENUM('new', 'sold', 'used', 'fully_utilized', 'expired');
  CREATE TYPE "public"."enum_vouchers_sold_via" AS ENUM('online', 'desk');
  CREATE TYPE "public"."enum_voucher_movements_kind" AS ENUM('issue', 'redeem', 'refund');
  CREATE TABLE "vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_vouchers_kind" DEFAULT 'money' NOT NULL,
  	"service_id" integer,
  	"amount" numeric NOT NULL,
  	"remaining" numeric NOT NULL,
  	"currency" varchar DEFAULT 'gbp' NOT NULL,
  	"status" "enum_vouchers_status" DEFAULT 'new' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"salon_id" integer,
  	"buyer_id" integer,
  	"buyer_name" varchar,
  	"buyer_phone" varchar,
  	"buyer_email" varchar,
  	"recipient_name" varchar,
  	"recipient_phone" varchar,
  	"message" varchar,
  	"send_on" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"sold_via" "enum_vouchers_sold_via" DEFAULT 'online' NOT NULL,
  	"locale" varchar DEFAULT 'en',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "voucher_movements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"voucher_id" integer NOT NULL,
  	"kind" "enum_voucher_movements_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"remaining_after" numeric NOT NULL,
  	"visit_id" varchar,
  	"sale_id" varchar,
  	"client_id" integer,
  	"key" varchar,
  	"note" varchar,
  	"by_staff_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vouchers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "voucher_movements_id" integer;
  ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_buyer_id_clients_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_by_staff_id_users_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");
  CREATE INDEX "vouchers_service_idx" ON "vouchers" USING btree ("service_id");
  CREATE INDEX "vouchers_status_idx" ON "vouchers" USING btree ("status");
  CREATE INDEX "vouchers_paid_at_idx" ON "vouchers" USING btree ("paid_at");
  CREATE INDEX "vouchers_expires_at_idx" ON "vouchers" USING btree ("expires_at");
  CREATE INDEX "vouchers_salon_idx" ON "vouchers" USING btree ("salon_id");
  CREATE INDEX "vouchers_buyer_idx" ON "vouchers" USING btree ("buyer_id");
  CREATE INDEX "vouchers_updated_at_idx" ON "vouchers" USING btree ("updated_at");
  CREATE INDEX "vouchers_created_at_idx" ON "vouchers" USING btree ("created_at");
  CREATE INDEX "voucher_movements_voucher_idx" ON "voucher_movements" USING btree ("voucher_id");
  CREATE INDEX "voucher_movements_kind_idx" ON "voucher_movements" USING btree ("kind");
  CREATE INDEX "voucher_movements_visit_id_idx" ON "voucher_movements" USING btree ("visit_id");
  CREATE INDEX "voucher_movements_sale_id_idx" ON "voucher_movements" USING btree ("sale_id");
  CREATE INDEX "voucher_movements_client_idx" ON "voucher_movements" USING btree ("client_id");
  CREATE UNIQUE INDEX "voucher_movements_key_idx" ON "voucher_movements" USING btree ("key");
  CREATE INDEX "voucher_movements_by_staff_idx" ON "voucher_movements" USING btree ("by_staff_id");
  CREATE INDEX "voucher_movements_at_idx" ON "voucher_movements" USING btree ("at");
  CREATE INDEX "voucher_movements_updated_at_idx" ON "voucher_movements" USING btree ("updated_at");
  CREATE INDEX "voucher_movements_created_at_idx" ON "voucher_movements" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voucher_movements_fk" FOREIGN KEY ("voucher_movements_id") REFERENCES "public"."voucher_movements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_voucher_movements_id_idx" ON "payload_locked_documents_rels" USING btree ("voucher_movements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "voucher_movements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vouchers" CASCADE;
  DROP TABLE "voucher_movements" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vouchers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_voucher_movements_fk";
  
  DROP INDEX "payload_locked_documents_rels_vouchers_id_idx";
  DROP INDEX "payload_locked_documents_rels_voucher_movements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vouchers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "voucher_movements_id";
  DROP TYPE "public"."enum_vouchers_kind";
  DROP TYPE "public"."enum_vouchers_status";
  DROP TYPE "public"."enum_vouchers_sold_via";
  DROP TYPE "public"."enum_voucher_movements_kind";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_services_gender" AS ENUM('female', 'male', 'unisex');
  CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_gender" AS ENUM('female', 'male', 'unisex');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_published_locale" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_services_categories_level" AS ENUM('top', 'direction', 'category');
  CREATE TYPE "public"."enum_services_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_categories_v_version_level" AS ENUM('top', 'direction', 'category');
  CREATE TYPE "public"."enum__services_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_categories_v_published_locale" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_salons_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__salons_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__salons_v_published_locale" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_employees_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__employees_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__employees_v_published_locale" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_vacancies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vacancies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vacancies_v_published_locale" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'uk');
  CREATE TYPE "public"."enum_callback_requests_status" AS ENUM('new', 'done', 'no-answer', 'spam');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TABLE "services_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"salon_id" integer,
  	"price" numeric
  );
  
  CREATE TABLE "services_params" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_from" numeric,
  	"price_to" numeric,
  	"duration" numeric,
  	"crm_id" varchar
  );
  
  CREATE TABLE "services_params_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"category_id" integer,
  	"path" varchar,
  	"order" numeric DEFAULT 0,
  	"duration" numeric,
  	"gender" "enum_services_gender" DEFAULT 'female',
  	"price_from" numeric,
  	"price_to" numeric,
  	"with_params" boolean DEFAULT false,
  	"preview_image_id" integer,
  	"public" boolean DEFAULT true,
  	"archive" boolean DEFAULT false,
  	"crm_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_services_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "services_locales" (
  	"title" varchar,
  	"description" varchar,
  	"seo_text" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "services_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_categories_id" integer,
  	"services_id" integer,
  	"salons_id" integer
  );
  
  CREATE TABLE "_services_v_version_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"salon_id" integer,
  	"price" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_params" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price_from" numeric,
  	"price_to" numeric,
  	"duration" numeric,
  	"crm_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_params_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_path" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_duration" numeric,
  	"version_gender" "enum__services_v_version_gender" DEFAULT 'female',
  	"version_price_from" numeric,
  	"version_price_to" numeric,
  	"version_with_params" boolean DEFAULT false,
  	"version_preview_image_id" integer,
  	"version_public" boolean DEFAULT true,
  	"version_archive" boolean DEFAULT false,
  	"version_crm_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__services_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_services_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_seo_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_categories_id" integer,
  	"services_id" integer,
  	"salons_id" integer
  );
  
  CREATE TABLE "services_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"parent_id" integer,
  	"path" varchar,
  	"level" "enum_services_categories_level",
  	"order" numeric DEFAULT 0,
  	"preview_image_id" integer,
  	"crm_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_services_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "services_categories_locales" (
  	"name" varchar,
  	"description" varchar,
  	"seo_text" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_parent_id" integer,
  	"version_path" varchar,
  	"version_level" "enum__services_categories_v_version_level",
  	"version_order" numeric DEFAULT 0,
  	"version_preview_image_id" integer,
  	"version_crm_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__services_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_services_categories_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_seo_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "salons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"category_id" integer,
  	"order" numeric DEFAULT 0,
  	"address_postcode" varchar,
  	"phone" varchar,
  	"geo_lat" numeric,
  	"geo_lng" numeric,
  	"timezone" varchar DEFAULT 'Europe/London',
  	"active" boolean DEFAULT true,
  	"image_id" integer,
  	"crm_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_salons_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "salons_locales" (
  	"title" varchar,
  	"address_street" varchar,
  	"address_city" varchar,
  	"description" varchar,
  	"seo_text" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_salons_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_address_postcode" varchar,
  	"version_phone" varchar,
  	"version_geo_lat" numeric,
  	"version_geo_lng" numeric,
  	"version_timezone" varchar DEFAULT 'Europe/London',
  	"version_active" boolean DEFAULT true,
  	"version_image_id" integer,
  	"version_crm_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__salons_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__salons_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_salons_v_locales" (
  	"version_title" varchar,
  	"version_address_street" varchar,
  	"version_address_city" varchar,
  	"version_description" varchar,
  	"version_seo_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "salons_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"external_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "salons_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "employees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"photo_id" integer,
  	"work_category_id" integer,
  	"rating" numeric DEFAULT 0,
  	"crm_id" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_employees_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "employees_locales" (
  	"name" varchar,
  	"bio" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "employees_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"skills_id" integer,
  	"positions_id" integer,
  	"salons_id" integer
  );
  
  CREATE TABLE "_employees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_photo_id" integer,
  	"version_work_category_id" integer,
  	"version_rating" numeric DEFAULT 0,
  	"version_crm_id" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__employees_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__employees_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_employees_v_locales" (
  	"version_name" varchar,
  	"version_bio" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_employees_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"skills_id" integer,
  	"positions_id" integer,
  	"salons_id" integer
  );
  
  CREATE TABLE "employees_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "employees_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "skills" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"category_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "skills_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "skills_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "skills_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"role" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "positions_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_title_lines_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"accent" boolean DEFAULT false
  );
  
  CREATE TABLE "articles_title_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"preview_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_categories_id" integer
  );
  
  CREATE TABLE "_articles_v_version_title_lines_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"accent" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_title_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_preview_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_categories_id" integer
  );
  
  CREATE TABLE "articles_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vacancies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"preview_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_vacancies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "vacancies_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vacancies_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"salons_id" integer
  );
  
  CREATE TABLE "_vacancies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_preview_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__vacancies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__vacancies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_vacancies_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vacancies_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"salons_id" integer
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_medium_large_url" varchar,
  	"sizes_medium_large_width" numeric,
  	"sizes_medium_large_height" numeric,
  	"sizes_medium_large_mime_type" varchar,
  	"sizes_medium_large_filesize" numeric,
  	"sizes_medium_large_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "callback_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"link" varchar,
  	"status" "enum_callback_requests_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"forwarded_at" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"services_categories_id" integer,
  	"salons_id" integer,
  	"salons_categories_id" integer,
  	"employees_id" integer,
  	"employees_categories_id" integer,
  	"skills_id" integer,
  	"skills_categories_id" integer,
  	"positions_id" integer,
  	"articles_id" integer,
  	"articles_categories_id" integer,
  	"vacancies_id" integer,
  	"pages_id" integer,
  	"media_id" integer,
  	"callback_requests_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL
  );
  
  CREATE TABLE "contacts_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"year" numeric DEFAULT 2024,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contacts_locales" (
  	"address" varchar,
  	"work_time" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_popular_searches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_popular_searches_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Parlour' NOT NULL,
  	"booking_store_url" varchar,
  	"london_salon_site_url" varchar,
  	"partner_url" varchar,
  	"academy_url" varchar,
  	"app_store_url" varchar,
  	"play_store_url" varchar,
  	"default_salon_id" integer,
  	"footer_top_categories_women_id" integer,
  	"footer_top_categories_men_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "services_prices" ADD CONSTRAINT "services_prices_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_prices" ADD CONSTRAINT "services_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_params" ADD CONSTRAINT "services_params_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_params_locales" ADD CONSTRAINT "services_params_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_params"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_category_id_services_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."services_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_preview_image_id_media_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_services_categories_fk" FOREIGN KEY ("services_categories_id") REFERENCES "public"."services_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_salons_fk" FOREIGN KEY ("salons_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_prices" ADD CONSTRAINT "_services_v_version_prices_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_version_prices" ADD CONSTRAINT "_services_v_version_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_params" ADD CONSTRAINT "_services_v_version_params_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_params_locales" ADD CONSTRAINT "_services_v_version_params_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_params"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_category_id_services_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."services_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_preview_image_id_media_id_fk" FOREIGN KEY ("version_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_locales" ADD CONSTRAINT "_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_services_categories_fk" FOREIGN KEY ("services_categories_id") REFERENCES "public"."services_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_salons_fk" FOREIGN KEY ("salons_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_categories" ADD CONSTRAINT "services_categories_parent_id_services_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_categories" ADD CONSTRAINT "services_categories_preview_image_id_media_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_categories_locales" ADD CONSTRAINT "services_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_categories_v" ADD CONSTRAINT "_services_categories_v_parent_id_services_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_categories_v" ADD CONSTRAINT "_services_categories_v_version_parent_id_services_categories_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."services_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_categories_v" ADD CONSTRAINT "_services_categories_v_version_preview_image_id_media_id_fk" FOREIGN KEY ("version_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_categories_v_locales" ADD CONSTRAINT "_services_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "salons" ADD CONSTRAINT "salons_category_id_salons_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salons_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "salons" ADD CONSTRAINT "salons_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "salons_locales" ADD CONSTRAINT "salons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_salons_v" ADD CONSTRAINT "_salons_v_parent_id_salons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_salons_v" ADD CONSTRAINT "_salons_v_version_category_id_salons_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."salons_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_salons_v" ADD CONSTRAINT "_salons_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_salons_v_locales" ADD CONSTRAINT "_salons_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_salons_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "salons_categories" ADD CONSTRAINT "salons_categories_parent_id_salons_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."salons_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "salons_categories_locales" ADD CONSTRAINT "salons_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."salons_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees" ADD CONSTRAINT "employees_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "employees" ADD CONSTRAINT "employees_work_category_id_employees_categories_id_fk" FOREIGN KEY ("work_category_id") REFERENCES "public"."employees_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "employees_locales" ADD CONSTRAINT "employees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees_rels" ADD CONSTRAINT "employees_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees_rels" ADD CONSTRAINT "employees_rels_skills_fk" FOREIGN KEY ("skills_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees_rels" ADD CONSTRAINT "employees_rels_positions_fk" FOREIGN KEY ("positions_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees_rels" ADD CONSTRAINT "employees_rels_salons_fk" FOREIGN KEY ("salons_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v" ADD CONSTRAINT "_employees_v_parent_id_employees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_employees_v" ADD CONSTRAINT "_employees_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_employees_v" ADD CONSTRAINT "_employees_v_version_work_category_id_employees_categories_id_fk" FOREIGN KEY ("version_work_category_id") REFERENCES "public"."employees_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_employees_v_locales" ADD CONSTRAINT "_employees_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_employees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v_rels" ADD CONSTRAINT "_employees_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_employees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v_rels" ADD CONSTRAINT "_employees_v_rels_skills_fk" FOREIGN KEY ("skills_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v_rels" ADD CONSTRAINT "_employees_v_rels_positions_fk" FOREIGN KEY ("positions_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_employees_v_rels" ADD CONSTRAINT "_employees_v_rels_salons_fk" FOREIGN KEY ("salons_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees_categories" ADD CONSTRAINT "employees_categories_parent_id_employees_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."employees_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "employees_categories_locales" ADD CONSTRAINT "employees_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."employees_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "skills" ADD CONSTRAINT "skills_parent_id_skills_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "skills" ADD CONSTRAINT "skills_category_id_skills_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."skills_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "skills_locales" ADD CONSTRAINT "skills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "skills_categories" ADD CONSTRAINT "skills_categories_parent_id_skills_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."skills_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "skills_categories_locales" ADD CONSTRAINT "skills_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."skills_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "positions" ADD CONSTRAINT "positions_parent_id_positions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "positions_locales" ADD CONSTRAINT "positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_title_lines_items" ADD CONSTRAINT "articles_title_lines_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_title_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_title_lines" ADD CONSTRAINT "articles_title_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_preview_image_id_media_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_articles_categories_fk" FOREIGN KEY ("articles_categories_id") REFERENCES "public"."articles_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_title_lines_items" ADD CONSTRAINT "_articles_v_version_title_lines_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_version_title_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_title_lines" ADD CONSTRAINT "_articles_v_version_title_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_preview_image_id_media_id_fk" FOREIGN KEY ("version_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_articles_categories_fk" FOREIGN KEY ("articles_categories_id") REFERENCES "public"."articles_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_categories" ADD CONSTRAINT "articles_categories_parent_id_articles_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_categories_locales" ADD CONSTRAINT "articles_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_preview_image_id_media_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies_locales" ADD CONSTRAINT "vacancies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_salons_fk" FOREIGN KEY ("salons_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_parent_id_vacancies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_preview_image_id_media_id_fk" FOREIGN KEY ("version_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v_locales" ADD CONSTRAINT "_vacancies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_salons_fk" FOREIGN KEY ("salons_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_categories_fk" FOREIGN KEY ("services_categories_id") REFERENCES "public"."services_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_salons_fk" FOREIGN KEY ("salons_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_salons_categories_fk" FOREIGN KEY ("salons_categories_id") REFERENCES "public"."salons_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_employees_categories_fk" FOREIGN KEY ("employees_categories_id") REFERENCES "public"."employees_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_skills_fk" FOREIGN KEY ("skills_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_skills_categories_fk" FOREIGN KEY ("skills_categories_id") REFERENCES "public"."skills_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_positions_fk" FOREIGN KEY ("positions_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_categories_fk" FOREIGN KEY ("articles_categories_id") REFERENCES "public"."articles_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_callback_requests_fk" FOREIGN KEY ("callback_requests_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_phones" ADD CONSTRAINT "contacts_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_socials" ADD CONSTRAINT "contacts_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_locales" ADD CONSTRAINT "contacts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_popular_searches" ADD CONSTRAINT "site_settings_popular_searches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_popular_searches_locales" ADD CONSTRAINT "site_settings_popular_searches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_popular_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_salon_id_salons_id_fk" FOREIGN KEY ("default_salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_footer_top_categories_women_id_services_categories_id_fk" FOREIGN KEY ("footer_top_categories_women_id") REFERENCES "public"."services_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_footer_top_categories_men_id_services_categories_id_fk" FOREIGN KEY ("footer_top_categories_men_id") REFERENCES "public"."services_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_prices_order_idx" ON "services_prices" USING btree ("_order");
  CREATE INDEX "services_prices_parent_id_idx" ON "services_prices" USING btree ("_parent_id");
  CREATE INDEX "services_prices_salon_idx" ON "services_prices" USING btree ("salon_id");
  CREATE INDEX "services_params_order_idx" ON "services_params" USING btree ("_order");
  CREATE INDEX "services_params_parent_id_idx" ON "services_params" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_params_locales_locale_parent_id_unique" ON "services_params_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");
  CREATE UNIQUE INDEX "services_path_idx" ON "services" USING btree ("path");
  CREATE INDEX "services_order_idx" ON "services" USING btree ("order");
  CREATE INDEX "services_preview_image_idx" ON "services" USING btree ("preview_image_id");
  CREATE INDEX "services_crm_id_idx" ON "services" USING btree ("crm_id");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_rels_order_idx" ON "services_rels" USING btree ("order");
  CREATE INDEX "services_rels_parent_idx" ON "services_rels" USING btree ("parent_id");
  CREATE INDEX "services_rels_path_idx" ON "services_rels" USING btree ("path");
  CREATE INDEX "services_rels_services_categories_id_idx" ON "services_rels" USING btree ("services_categories_id");
  CREATE INDEX "services_rels_services_id_idx" ON "services_rels" USING btree ("services_id");
  CREATE INDEX "services_rels_salons_id_idx" ON "services_rels" USING btree ("salons_id");
  CREATE INDEX "_services_v_version_prices_order_idx" ON "_services_v_version_prices" USING btree ("_order");
  CREATE INDEX "_services_v_version_prices_parent_id_idx" ON "_services_v_version_prices" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_prices_salon_idx" ON "_services_v_version_prices" USING btree ("salon_id");
  CREATE INDEX "_services_v_version_params_order_idx" ON "_services_v_version_params" USING btree ("_order");
  CREATE INDEX "_services_v_version_params_parent_id_idx" ON "_services_v_version_params" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_version_params_locales_locale_parent_id_unique" ON "_services_v_version_params_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_category_idx" ON "_services_v" USING btree ("version_category_id");
  CREATE INDEX "_services_v_version_version_path_idx" ON "_services_v" USING btree ("version_path");
  CREATE INDEX "_services_v_version_version_order_idx" ON "_services_v" USING btree ("version_order");
  CREATE INDEX "_services_v_version_version_preview_image_idx" ON "_services_v" USING btree ("version_preview_image_id");
  CREATE INDEX "_services_v_version_version_crm_id_idx" ON "_services_v" USING btree ("version_crm_id");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_snapshot_idx" ON "_services_v" USING btree ("snapshot");
  CREATE INDEX "_services_v_published_locale_idx" ON "_services_v" USING btree ("published_locale");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_services_v_locales_locale_parent_id_unique" ON "_services_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_rels_order_idx" ON "_services_v_rels" USING btree ("order");
  CREATE INDEX "_services_v_rels_parent_idx" ON "_services_v_rels" USING btree ("parent_id");
  CREATE INDEX "_services_v_rels_path_idx" ON "_services_v_rels" USING btree ("path");
  CREATE INDEX "_services_v_rels_services_categories_id_idx" ON "_services_v_rels" USING btree ("services_categories_id");
  CREATE INDEX "_services_v_rels_services_id_idx" ON "_services_v_rels" USING btree ("services_id");
  CREATE INDEX "_services_v_rels_salons_id_idx" ON "_services_v_rels" USING btree ("salons_id");
  CREATE INDEX "services_categories_slug_idx" ON "services_categories" USING btree ("slug");
  CREATE INDEX "services_categories_parent_idx" ON "services_categories" USING btree ("parent_id");
  CREATE UNIQUE INDEX "services_categories_path_idx" ON "services_categories" USING btree ("path");
  CREATE INDEX "services_categories_order_idx" ON "services_categories" USING btree ("order");
  CREATE INDEX "services_categories_preview_image_idx" ON "services_categories" USING btree ("preview_image_id");
  CREATE INDEX "services_categories_updated_at_idx" ON "services_categories" USING btree ("updated_at");
  CREATE INDEX "services_categories_created_at_idx" ON "services_categories" USING btree ("created_at");
  CREATE INDEX "services_categories__status_idx" ON "services_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "services_categories_locales_locale_parent_id_unique" ON "services_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_categories_v_parent_idx" ON "_services_categories_v" USING btree ("parent_id");
  CREATE INDEX "_services_categories_v_version_version_slug_idx" ON "_services_categories_v" USING btree ("version_slug");
  CREATE INDEX "_services_categories_v_version_version_parent_idx" ON "_services_categories_v" USING btree ("version_parent_id");
  CREATE INDEX "_services_categories_v_version_version_path_idx" ON "_services_categories_v" USING btree ("version_path");
  CREATE INDEX "_services_categories_v_version_version_order_idx" ON "_services_categories_v" USING btree ("version_order");
  CREATE INDEX "_services_categories_v_version_version_preview_image_idx" ON "_services_categories_v" USING btree ("version_preview_image_id");
  CREATE INDEX "_services_categories_v_version_version_updated_at_idx" ON "_services_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_categories_v_version_version_created_at_idx" ON "_services_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_services_categories_v_version_version__status_idx" ON "_services_categories_v" USING btree ("version__status");
  CREATE INDEX "_services_categories_v_created_at_idx" ON "_services_categories_v" USING btree ("created_at");
  CREATE INDEX "_services_categories_v_updated_at_idx" ON "_services_categories_v" USING btree ("updated_at");
  CREATE INDEX "_services_categories_v_snapshot_idx" ON "_services_categories_v" USING btree ("snapshot");
  CREATE INDEX "_services_categories_v_published_locale_idx" ON "_services_categories_v" USING btree ("published_locale");
  CREATE INDEX "_services_categories_v_latest_idx" ON "_services_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_services_categories_v_locales_locale_parent_id_unique" ON "_services_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "salons_slug_idx" ON "salons" USING btree ("slug");
  CREATE INDEX "salons_category_idx" ON "salons" USING btree ("category_id");
  CREATE INDEX "salons_order_idx" ON "salons" USING btree ("order");
  CREATE INDEX "salons_image_idx" ON "salons" USING btree ("image_id");
  CREATE INDEX "salons_updated_at_idx" ON "salons" USING btree ("updated_at");
  CREATE INDEX "salons_created_at_idx" ON "salons" USING btree ("created_at");
  CREATE INDEX "salons__status_idx" ON "salons" USING btree ("_status");
  CREATE UNIQUE INDEX "salons_locales_locale_parent_id_unique" ON "salons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_salons_v_parent_idx" ON "_salons_v" USING btree ("parent_id");
  CREATE INDEX "_salons_v_version_version_slug_idx" ON "_salons_v" USING btree ("version_slug");
  CREATE INDEX "_salons_v_version_version_category_idx" ON "_salons_v" USING btree ("version_category_id");
  CREATE INDEX "_salons_v_version_version_order_idx" ON "_salons_v" USING btree ("version_order");
  CREATE INDEX "_salons_v_version_version_image_idx" ON "_salons_v" USING btree ("version_image_id");
  CREATE INDEX "_salons_v_version_version_updated_at_idx" ON "_salons_v" USING btree ("version_updated_at");
  CREATE INDEX "_salons_v_version_version_created_at_idx" ON "_salons_v" USING btree ("version_created_at");
  CREATE INDEX "_salons_v_version_version__status_idx" ON "_salons_v" USING btree ("version__status");
  CREATE INDEX "_salons_v_created_at_idx" ON "_salons_v" USING btree ("created_at");
  CREATE INDEX "_salons_v_updated_at_idx" ON "_salons_v" USING btree ("updated_at");
  CREATE INDEX "_salons_v_snapshot_idx" ON "_salons_v" USING btree ("snapshot");
  CREATE INDEX "_salons_v_published_locale_idx" ON "_salons_v" USING btree ("published_locale");
  CREATE INDEX "_salons_v_latest_idx" ON "_salons_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_salons_v_locales_locale_parent_id_unique" ON "_salons_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "salons_categories_slug_idx" ON "salons_categories" USING btree ("slug");
  CREATE INDEX "salons_categories_parent_idx" ON "salons_categories" USING btree ("parent_id");
  CREATE INDEX "salons_categories_order_idx" ON "salons_categories" USING btree ("order");
  CREATE INDEX "salons_categories_updated_at_idx" ON "salons_categories" USING btree ("updated_at");
  CREATE INDEX "salons_categories_created_at_idx" ON "salons_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "salons_categories_locales_locale_parent_id_unique" ON "salons_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "employees_slug_idx" ON "employees" USING btree ("slug");
  CREATE INDEX "employees_photo_idx" ON "employees" USING btree ("photo_id");
  CREATE INDEX "employees_work_category_idx" ON "employees" USING btree ("work_category_id");
  CREATE INDEX "employees_crm_id_idx" ON "employees" USING btree ("crm_id");
  CREATE INDEX "employees_order_idx" ON "employees" USING btree ("order");
  CREATE INDEX "employees_updated_at_idx" ON "employees" USING btree ("updated_at");
  CREATE INDEX "employees_created_at_idx" ON "employees" USING btree ("created_at");
  CREATE INDEX "employees__status_idx" ON "employees" USING btree ("_status");
  CREATE UNIQUE INDEX "employees_locales_locale_parent_id_unique" ON "employees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "employees_rels_order_idx" ON "employees_rels" USING btree ("order");
  CREATE INDEX "employees_rels_parent_idx" ON "employees_rels" USING btree ("parent_id");
  CREATE INDEX "employees_rels_path_idx" ON "employees_rels" USING btree ("path");
  CREATE INDEX "employees_rels_skills_id_idx" ON "employees_rels" USING btree ("skills_id");
  CREATE INDEX "employees_rels_positions_id_idx" ON "employees_rels" USING btree ("positions_id");
  CREATE INDEX "employees_rels_salons_id_idx" ON "employees_rels" USING btree ("salons_id");
  CREATE INDEX "_employees_v_parent_idx" ON "_employees_v" USING btree ("parent_id");
  CREATE INDEX "_employees_v_version_version_slug_idx" ON "_employees_v" USING btree ("version_slug");
  CREATE INDEX "_employees_v_version_version_photo_idx" ON "_employees_v" USING btree ("version_photo_id");
  CREATE INDEX "_employees_v_version_version_work_category_idx" ON "_employees_v" USING btree ("version_work_category_id");
  CREATE INDEX "_employees_v_version_version_crm_id_idx" ON "_employees_v" USING btree ("version_crm_id");
  CREATE INDEX "_employees_v_version_version_order_idx" ON "_employees_v" USING btree ("version_order");
  CREATE INDEX "_employees_v_version_version_updated_at_idx" ON "_employees_v" USING btree ("version_updated_at");
  CREATE INDEX "_employees_v_version_version_created_at_idx" ON "_employees_v" USING btree ("version_created_at");
  CREATE INDEX "_employees_v_version_version__status_idx" ON "_employees_v" USING btree ("version__status");
  CREATE INDEX "_employees_v_created_at_idx" ON "_employees_v" USING btree ("created_at");
  CREATE INDEX "_employees_v_updated_at_idx" ON "_employees_v" USING btree ("updated_at");
  CREATE INDEX "_employees_v_snapshot_idx" ON "_employees_v" USING btree ("snapshot");
  CREATE INDEX "_employees_v_published_locale_idx" ON "_employees_v" USING btree ("published_locale");
  CREATE INDEX "_employees_v_latest_idx" ON "_employees_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_employees_v_locales_locale_parent_id_unique" ON "_employees_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_employees_v_rels_order_idx" ON "_employees_v_rels" USING btree ("order");
  CREATE INDEX "_employees_v_rels_parent_idx" ON "_employees_v_rels" USING btree ("parent_id");
  CREATE INDEX "_employees_v_rels_path_idx" ON "_employees_v_rels" USING btree ("path");
  CREATE INDEX "_employees_v_rels_skills_id_idx" ON "_employees_v_rels" USING btree ("skills_id");
  CREATE INDEX "_employees_v_rels_positions_id_idx" ON "_employees_v_rels" USING btree ("positions_id");
  CREATE INDEX "_employees_v_rels_salons_id_idx" ON "_employees_v_rels" USING btree ("salons_id");
  CREATE UNIQUE INDEX "employees_categories_slug_idx" ON "employees_categories" USING btree ("slug");
  CREATE INDEX "employees_categories_parent_idx" ON "employees_categories" USING btree ("parent_id");
  CREATE INDEX "employees_categories_order_idx" ON "employees_categories" USING btree ("order");
  CREATE INDEX "employees_categories_updated_at_idx" ON "employees_categories" USING btree ("updated_at");
  CREATE INDEX "employees_categories_created_at_idx" ON "employees_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "employees_categories_locales_locale_parent_id_unique" ON "employees_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "skills_slug_idx" ON "skills" USING btree ("slug");
  CREATE INDEX "skills_parent_idx" ON "skills" USING btree ("parent_id");
  CREATE INDEX "skills_order_idx" ON "skills" USING btree ("order");
  CREATE INDEX "skills_category_idx" ON "skills" USING btree ("category_id");
  CREATE INDEX "skills_updated_at_idx" ON "skills" USING btree ("updated_at");
  CREATE INDEX "skills_created_at_idx" ON "skills" USING btree ("created_at");
  CREATE UNIQUE INDEX "skills_locales_locale_parent_id_unique" ON "skills_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "skills_categories_slug_idx" ON "skills_categories" USING btree ("slug");
  CREATE INDEX "skills_categories_parent_idx" ON "skills_categories" USING btree ("parent_id");
  CREATE INDEX "skills_categories_order_idx" ON "skills_categories" USING btree ("order");
  CREATE INDEX "skills_categories_updated_at_idx" ON "skills_categories" USING btree ("updated_at");
  CREATE INDEX "skills_categories_created_at_idx" ON "skills_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "skills_categories_locales_locale_parent_id_unique" ON "skills_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "positions_slug_idx" ON "positions" USING btree ("slug");
  CREATE INDEX "positions_parent_idx" ON "positions" USING btree ("parent_id");
  CREATE INDEX "positions_order_idx" ON "positions" USING btree ("order");
  CREATE INDEX "positions_updated_at_idx" ON "positions" USING btree ("updated_at");
  CREATE INDEX "positions_created_at_idx" ON "positions" USING btree ("created_at");
  CREATE UNIQUE INDEX "positions_locales_locale_parent_id_unique" ON "positions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_title_lines_items_order_idx" ON "articles_title_lines_items" USING btree ("_order");
  CREATE INDEX "articles_title_lines_items_parent_id_idx" ON "articles_title_lines_items" USING btree ("_parent_id");
  CREATE INDEX "articles_title_lines_items_locale_idx" ON "articles_title_lines_items" USING btree ("_locale");
  CREATE INDEX "articles_title_lines_order_idx" ON "articles_title_lines" USING btree ("_order");
  CREATE INDEX "articles_title_lines_parent_id_idx" ON "articles_title_lines" USING btree ("_parent_id");
  CREATE INDEX "articles_title_lines_locale_idx" ON "articles_title_lines" USING btree ("_locale");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_date_idx" ON "articles" USING btree ("date");
  CREATE INDEX "articles_preview_image_idx" ON "articles" USING btree ("preview_image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_articles_categories_id_idx" ON "articles_rels" USING btree ("articles_categories_id");
  CREATE INDEX "_articles_v_version_title_lines_items_order_idx" ON "_articles_v_version_title_lines_items" USING btree ("_order");
  CREATE INDEX "_articles_v_version_title_lines_items_parent_id_idx" ON "_articles_v_version_title_lines_items" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_title_lines_items_locale_idx" ON "_articles_v_version_title_lines_items" USING btree ("_locale");
  CREATE INDEX "_articles_v_version_title_lines_order_idx" ON "_articles_v_version_title_lines" USING btree ("_order");
  CREATE INDEX "_articles_v_version_title_lines_parent_id_idx" ON "_articles_v_version_title_lines" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_title_lines_locale_idx" ON "_articles_v_version_title_lines" USING btree ("_locale");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_date_idx" ON "_articles_v" USING btree ("version_date");
  CREATE INDEX "_articles_v_version_version_preview_image_idx" ON "_articles_v" USING btree ("version_preview_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_articles_categories_id_idx" ON "_articles_v_rels" USING btree ("articles_categories_id");
  CREATE UNIQUE INDEX "articles_categories_slug_idx" ON "articles_categories" USING btree ("slug");
  CREATE INDEX "articles_categories_parent_idx" ON "articles_categories" USING btree ("parent_id");
  CREATE INDEX "articles_categories_order_idx" ON "articles_categories" USING btree ("order");
  CREATE INDEX "articles_categories_updated_at_idx" ON "articles_categories" USING btree ("updated_at");
  CREATE INDEX "articles_categories_created_at_idx" ON "articles_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "articles_categories_locales_locale_parent_id_unique" ON "articles_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "vacancies_slug_idx" ON "vacancies" USING btree ("slug");
  CREATE INDEX "vacancies_order_idx" ON "vacancies" USING btree ("order");
  CREATE INDEX "vacancies_preview_image_idx" ON "vacancies" USING btree ("preview_image_id");
  CREATE INDEX "vacancies_updated_at_idx" ON "vacancies" USING btree ("updated_at");
  CREATE INDEX "vacancies_created_at_idx" ON "vacancies" USING btree ("created_at");
  CREATE INDEX "vacancies__status_idx" ON "vacancies" USING btree ("_status");
  CREATE UNIQUE INDEX "vacancies_locales_locale_parent_id_unique" ON "vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vacancies_rels_order_idx" ON "vacancies_rels" USING btree ("order");
  CREATE INDEX "vacancies_rels_parent_idx" ON "vacancies_rels" USING btree ("parent_id");
  CREATE INDEX "vacancies_rels_path_idx" ON "vacancies_rels" USING btree ("path");
  CREATE INDEX "vacancies_rels_salons_id_idx" ON "vacancies_rels" USING btree ("salons_id");
  CREATE INDEX "_vacancies_v_parent_idx" ON "_vacancies_v" USING btree ("parent_id");
  CREATE INDEX "_vacancies_v_version_version_slug_idx" ON "_vacancies_v" USING btree ("version_slug");
  CREATE INDEX "_vacancies_v_version_version_order_idx" ON "_vacancies_v" USING btree ("version_order");
  CREATE INDEX "_vacancies_v_version_version_preview_image_idx" ON "_vacancies_v" USING btree ("version_preview_image_id");
  CREATE INDEX "_vacancies_v_version_version_updated_at_idx" ON "_vacancies_v" USING btree ("version_updated_at");
  CREATE INDEX "_vacancies_v_version_version_created_at_idx" ON "_vacancies_v" USING btree ("version_created_at");
  CREATE INDEX "_vacancies_v_version_version__status_idx" ON "_vacancies_v" USING btree ("version__status");
  CREATE INDEX "_vacancies_v_created_at_idx" ON "_vacancies_v" USING btree ("created_at");
  CREATE INDEX "_vacancies_v_updated_at_idx" ON "_vacancies_v" USING btree ("updated_at");
  CREATE INDEX "_vacancies_v_snapshot_idx" ON "_vacancies_v" USING btree ("snapshot");
  CREATE INDEX "_vacancies_v_published_locale_idx" ON "_vacancies_v" USING btree ("published_locale");
  CREATE INDEX "_vacancies_v_latest_idx" ON "_vacancies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_vacancies_v_locales_locale_parent_id_unique" ON "_vacancies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vacancies_v_rels_order_idx" ON "_vacancies_v_rels" USING btree ("order");
  CREATE INDEX "_vacancies_v_rels_parent_idx" ON "_vacancies_v_rels" USING btree ("parent_id");
  CREATE INDEX "_vacancies_v_rels_path_idx" ON "_vacancies_v_rels" USING btree ("path");
  CREATE INDEX "_vacancies_v_rels_salons_id_idx" ON "_vacancies_v_rels" USING btree ("salons_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_image_idx" ON "pages" USING btree ("image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_image_idx" ON "_pages_v" USING btree ("version_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_medium_large_sizes_medium_large_filename_idx" ON "media" USING btree ("sizes_medium_large_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "callback_requests_updated_at_idx" ON "callback_requests" USING btree ("updated_at");
  CREATE INDEX "callback_requests_created_at_idx" ON "callback_requests" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_services_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("services_categories_id");
  CREATE INDEX "payload_locked_documents_rels_salons_id_idx" ON "payload_locked_documents_rels" USING btree ("salons_id");
  CREATE INDEX "payload_locked_documents_rels_salons_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("salons_categories_id");
  CREATE INDEX "payload_locked_documents_rels_employees_id_idx" ON "payload_locked_documents_rels" USING btree ("employees_id");
  CREATE INDEX "payload_locked_documents_rels_employees_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("employees_categories_id");
  CREATE INDEX "payload_locked_documents_rels_skills_id_idx" ON "payload_locked_documents_rels" USING btree ("skills_id");
  CREATE INDEX "payload_locked_documents_rels_skills_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("skills_categories_id");
  CREATE INDEX "payload_locked_documents_rels_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("positions_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_articles_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_categories_id");
  CREATE INDEX "payload_locked_documents_rels_vacancies_id_idx" ON "payload_locked_documents_rels" USING btree ("vacancies_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_callback_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("callback_requests_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "contacts_phones_order_idx" ON "contacts_phones" USING btree ("_order");
  CREATE INDEX "contacts_phones_parent_id_idx" ON "contacts_phones" USING btree ("_parent_id");
  CREATE INDEX "contacts_socials_order_idx" ON "contacts_socials" USING btree ("_order");
  CREATE INDEX "contacts_socials_parent_id_idx" ON "contacts_socials" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contacts_locales_locale_parent_id_unique" ON "contacts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_popular_searches_order_idx" ON "site_settings_popular_searches" USING btree ("_order");
  CREATE INDEX "site_settings_popular_searches_parent_id_idx" ON "site_settings_popular_searches" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_popular_searches_locales_locale_parent_id_uniq" ON "site_settings_popular_searches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_default_salon_idx" ON "site_settings" USING btree ("default_salon_id");
  CREATE INDEX "site_settings_footer_top_categories_footer_top_categorie_idx" ON "site_settings" USING btree ("footer_top_categories_women_id");
  CREATE INDEX "site_settings_footer_top_categories_footer_top_categor_1_idx" ON "site_settings" USING btree ("footer_top_categories_men_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_prices" CASCADE;
  DROP TABLE "services_params" CASCADE;
  DROP TABLE "services_params_locales" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "services_locales" CASCADE;
  DROP TABLE "services_rels" CASCADE;
  DROP TABLE "_services_v_version_prices" CASCADE;
  DROP TABLE "_services_v_version_params" CASCADE;
  DROP TABLE "_services_v_version_params_locales" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_services_v_locales" CASCADE;
  DROP TABLE "_services_v_rels" CASCADE;
  DROP TABLE "services_categories" CASCADE;
  DROP TABLE "services_categories_locales" CASCADE;
  DROP TABLE "_services_categories_v" CASCADE;
  DROP TABLE "_services_categories_v_locales" CASCADE;
  DROP TABLE "salons" CASCADE;
  DROP TABLE "salons_locales" CASCADE;
  DROP TABLE "_salons_v" CASCADE;
  DROP TABLE "_salons_v_locales" CASCADE;
  DROP TABLE "salons_categories" CASCADE;
  DROP TABLE "salons_categories_locales" CASCADE;
  DROP TABLE "employees" CASCADE;
  DROP TABLE "employees_locales" CASCADE;
  DROP TABLE "employees_rels" CASCADE;
  DROP TABLE "_employees_v" CASCADE;
  DROP TABLE "_employees_v_locales" CASCADE;
  DROP TABLE "_employees_v_rels" CASCADE;
  DROP TABLE "employees_categories" CASCADE;
  DROP TABLE "employees_categories_locales" CASCADE;
  DROP TABLE "skills" CASCADE;
  DROP TABLE "skills_locales" CASCADE;
  DROP TABLE "skills_categories" CASCADE;
  DROP TABLE "skills_categories_locales" CASCADE;
  DROP TABLE "positions" CASCADE;
  DROP TABLE "positions_locales" CASCADE;
  DROP TABLE "articles_title_lines_items" CASCADE;
  DROP TABLE "articles_title_lines" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "_articles_v_version_title_lines_items" CASCADE;
  DROP TABLE "_articles_v_version_title_lines" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "articles_categories" CASCADE;
  DROP TABLE "articles_categories_locales" CASCADE;
  DROP TABLE "vacancies" CASCADE;
  DROP TABLE "vacancies_locales" CASCADE;
  DROP TABLE "vacancies_rels" CASCADE;
  DROP TABLE "_vacancies_v" CASCADE;
  DROP TABLE "_vacancies_v_locales" CASCADE;
  DROP TABLE "_vacancies_v_rels" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "callback_requests" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "contacts_phones" CASCADE;
  DROP TABLE "contacts_socials" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "contacts_locales" CASCADE;
  DROP TABLE "site_settings_popular_searches" CASCADE;
  DROP TABLE "site_settings_popular_searches_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_services_gender";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_gender";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum__services_v_published_locale";
  DROP TYPE "public"."enum_services_categories_level";
  DROP TYPE "public"."enum_services_categories_status";
  DROP TYPE "public"."enum__services_categories_v_version_level";
  DROP TYPE "public"."enum__services_categories_v_version_status";
  DROP TYPE "public"."enum__services_categories_v_published_locale";
  DROP TYPE "public"."enum_salons_status";
  DROP TYPE "public"."enum__salons_v_version_status";
  DROP TYPE "public"."enum__salons_v_published_locale";
  DROP TYPE "public"."enum_employees_status";
  DROP TYPE "public"."enum__employees_v_version_status";
  DROP TYPE "public"."enum__employees_v_published_locale";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_vacancies_status";
  DROP TYPE "public"."enum__vacancies_v_version_status";
  DROP TYPE "public"."enum__vacancies_v_published_locale";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_callback_requests_status";
  DROP TYPE "public"."enum_users_roles";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_section" AS ENUM('general', 'medical-tourism', 'turkey', 'cities', 'legal');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_providers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__providers_v_version_icons" AS ENUM('jci', 'iso', 'halal', 'interpreter', 'airport-transfer', 'wifi', 'parking');
  CREATE TYPE "public"."enum__providers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__providers_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_reviews_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_v_version_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__reviews_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_preference_questions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__preference_questions_v_version_key" AS ENUM('q1', 'q2', 'q3', 'q4', 'q5', 'q6');
  CREATE TYPE "public"."enum__preference_questions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__preference_questions_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_social_links_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__social_links_v_version_links_network" AS ENUM('facebook', 'instagram', 'youtube', 'x', 'linkedin', 'tiktok');
  CREATE TYPE "public"."enum__social_links_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__social_links_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_travel_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__svc_fields_v_kind" AS ENUM('number', 'select', 'text', 'textarea', 'boolean');
  CREATE TYPE "public"."enum__travel_services_v_version_packages_key" AS ENUM('flight', 'accommodation', 'transport', 'translation', 'tourist');
  CREATE TYPE "public"."enum__travel_services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__travel_services_v_published_locale" AS ENUM('en', 'ar');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_banner_id" integer,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_section" "enum__pages_v_version_section" DEFAULT 'general',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_intro" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_providers_v_version_certifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_excellence_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_providers_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_treat_lists_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_treat_lists_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_providers_v_version_icons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__providers_v_version_icons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_providers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_speciality_id" integer,
  	"version_rating" numeric,
  	"version_price_range" varchar,
  	"version_lat" numeric,
  	"version_lng" numeric,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__providers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__providers_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_providers_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_brief" varchar,
  	"version_content" jsonb,
  	"version_total_reviews" numeric,
  	"version_total_rating" numeric,
  	"version_address" varchar,
  	"version_next_available" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_reviews_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_provider_id" integer,
  	"version_language" "enum__reviews_v_version_language",
  	"version_author_name" varchar,
  	"version_rating" numeric,
  	"version_relative_time_description" varchar,
  	"version_text" varchar,
  	"version_time" timestamp(3) with time zone,
  	"version_location_name" varchar,
  	"version_location_type" varchar,
  	"version_location_area" varchar,
  	"version_review_link" varchar,
  	"version_external_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__reviews_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__reviews_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faqs_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_preference_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__preference_questions_v_version_key",
  	"version_additional_link_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__preference_questions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__preference_questions_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_preference_questions_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_additional_link_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items_sub_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"text_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_items_sub_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"text_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_start_now_visible" boolean DEFAULT false,
  	"version_start_now_path" varchar DEFAULT 'treatments',
  	"version__status" "enum__navigation_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__navigation_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_navigation_v_locales" (
  	"version_start_now_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v_version_claims" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footer_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_powered_by" varchar,
  	"version_copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_social_links_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__social_links_v_version_links_network",
  	"url" varchar,
  	"arabic_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_social_links_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__social_links_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__social_links_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_svc_opts_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_svc_opts_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_svc_fields_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"kind" "enum__svc_fields_v_kind" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"min" numeric,
  	"max" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_svc_fields_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_travel_services_v_version_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__travel_services_v_version_packages_key",
  	"selection_flag" varchar,
  	"banner_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_travel_services_v_version_packages_locales" (
  	"title" varchar,
  	"prompt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_travel_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__travel_services_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__travel_services_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "path" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "section" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "providers_certifications" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "excellence" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "providers_figures" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "providers_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "providers_figures" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "treat_lists_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "treat_lists" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "providers" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "providers_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "provider_id" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "language" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "author_name" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "rating" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "time" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "preference_questions" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "preference_questions_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "navigation_items_sub_items" ALTER COLUMN "path" DROP NOT NULL;
  ALTER TABLE "navigation_items_sub_items" ALTER COLUMN "text_id" DROP NOT NULL;
  ALTER TABLE "navigation_items_sub_items_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "path" DROP NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "text_id" DROP NOT NULL;
  ALTER TABLE "navigation_items_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "footer_claims" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "footer_links" ALTER COLUMN "path" DROP NOT NULL;
  ALTER TABLE "footer_links_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "footer_locales" ALTER COLUMN "powered_by" DROP NOT NULL;
  ALTER TABLE "social_links_links" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "social_links_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "svc_opts" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "svc_opts_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "svc_fields" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "svc_fields" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "svc_fields_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "travel_services_packages" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "travel_services_packages" ALTER COLUMN "selection_flag" DROP NOT NULL;
  ALTER TABLE "travel_services_packages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "providers" ADD COLUMN "_status" "enum_providers_status" DEFAULT 'draft';
  ALTER TABLE "reviews" ADD COLUMN "_status" "enum_reviews_status" DEFAULT 'draft';
  ALTER TABLE "faqs" ADD COLUMN "_status" "enum_faqs_status" DEFAULT 'draft';
  ALTER TABLE "preference_questions" ADD COLUMN "_status" "enum_preference_questions_status" DEFAULT 'draft';
  ALTER TABLE "navigation" ADD COLUMN "_status" "enum_navigation_status" DEFAULT 'draft';
  ALTER TABLE "footer" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  ALTER TABLE "social_links" ADD COLUMN "_status" "enum_social_links_status" DEFAULT 'draft';
  ALTER TABLE "travel_services" ADD COLUMN "_status" "enum_travel_services_status" DEFAULT 'draft';
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_providers_v_version_certifications" ADD CONSTRAINT "_providers_v_version_certifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_excellence_v" ADD CONSTRAINT "_excellence_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_providers_v_version_figures" ADD CONSTRAINT "_providers_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_treat_lists_v_items" ADD CONSTRAINT "_treat_lists_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_treat_lists_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_treat_lists_v" ADD CONSTRAINT "_treat_lists_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_providers_v_version_icons" ADD CONSTRAINT "_providers_v_version_icons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_providers_v" ADD CONSTRAINT "_providers_v_parent_id_providers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_providers_v" ADD CONSTRAINT "_providers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_providers_v" ADD CONSTRAINT "_providers_v_version_speciality_id_specialities_id_fk" FOREIGN KEY ("version_speciality_id") REFERENCES "public"."specialities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_providers_v_locales" ADD CONSTRAINT "_providers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_v" ADD CONSTRAINT "_reviews_v_parent_id_reviews_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_v" ADD CONSTRAINT "_reviews_v_version_provider_id_providers_id_fk" FOREIGN KEY ("version_provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_preference_questions_v" ADD CONSTRAINT "_preference_questions_v_parent_id_preference_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."preference_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_preference_questions_v_locales" ADD CONSTRAINT "_preference_questions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_preference_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_sub_items" ADD CONSTRAINT "_navigation_v_version_items_sub_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_sub_items_locales" ADD CONSTRAINT "_navigation_v_version_items_sub_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items_sub_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items" ADD CONSTRAINT "_navigation_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_locales" ADD CONSTRAINT "_navigation_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_locales" ADD CONSTRAINT "_navigation_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_claims" ADD CONSTRAINT "_footer_v_version_claims_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_links" ADD CONSTRAINT "_footer_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_links_locales" ADD CONSTRAINT "_footer_v_version_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_social_links_v_version_links" ADD CONSTRAINT "_social_links_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_social_links_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_opts_v" ADD CONSTRAINT "_svc_opts_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_svc_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_opts_v_locales" ADD CONSTRAINT "_svc_opts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_svc_opts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_fields_v" ADD CONSTRAINT "_svc_fields_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_services_v_version_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_fields_v_locales" ADD CONSTRAINT "_svc_fields_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_svc_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_travel_services_v_version_packages" ADD CONSTRAINT "_travel_services_v_version_packages_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_services_v_version_packages" ADD CONSTRAINT "_travel_services_v_version_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_travel_services_v_version_packages_locales" ADD CONSTRAINT "_travel_services_v_version_packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_services_v_version_packages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_banner_idx" ON "_pages_v" USING btree ("version_banner_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_providers_v_version_certifications_order_idx" ON "_providers_v_version_certifications" USING btree ("_order");
  CREATE INDEX "_providers_v_version_certifications_parent_id_idx" ON "_providers_v_version_certifications" USING btree ("_parent_id");
  CREATE INDEX "_providers_v_version_certifications_locale_idx" ON "_providers_v_version_certifications" USING btree ("_locale");
  CREATE INDEX "_excellence_v_order_idx" ON "_excellence_v" USING btree ("_order");
  CREATE INDEX "_excellence_v_parent_id_idx" ON "_excellence_v" USING btree ("_parent_id");
  CREATE INDEX "_excellence_v_locale_idx" ON "_excellence_v" USING btree ("_locale");
  CREATE INDEX "_providers_v_version_figures_order_idx" ON "_providers_v_version_figures" USING btree ("_order");
  CREATE INDEX "_providers_v_version_figures_parent_id_idx" ON "_providers_v_version_figures" USING btree ("_parent_id");
  CREATE INDEX "_providers_v_version_figures_locale_idx" ON "_providers_v_version_figures" USING btree ("_locale");
  CREATE INDEX "_treat_lists_v_items_order_idx" ON "_treat_lists_v_items" USING btree ("_order");
  CREATE INDEX "_treat_lists_v_items_parent_id_idx" ON "_treat_lists_v_items" USING btree ("_parent_id");
  CREATE INDEX "_treat_lists_v_items_locale_idx" ON "_treat_lists_v_items" USING btree ("_locale");
  CREATE INDEX "_treat_lists_v_order_idx" ON "_treat_lists_v" USING btree ("_order");
  CREATE INDEX "_treat_lists_v_parent_id_idx" ON "_treat_lists_v" USING btree ("_parent_id");
  CREATE INDEX "_treat_lists_v_locale_idx" ON "_treat_lists_v" USING btree ("_locale");
  CREATE INDEX "_providers_v_version_icons_order_idx" ON "_providers_v_version_icons" USING btree ("order");
  CREATE INDEX "_providers_v_version_icons_parent_idx" ON "_providers_v_version_icons" USING btree ("parent_id");
  CREATE INDEX "_providers_v_parent_idx" ON "_providers_v" USING btree ("parent_id");
  CREATE INDEX "_providers_v_version_version_image_idx" ON "_providers_v" USING btree ("version_image_id");
  CREATE INDEX "_providers_v_version_version_speciality_idx" ON "_providers_v" USING btree ("version_speciality_id");
  CREATE INDEX "_providers_v_version_version_slug_idx" ON "_providers_v" USING btree ("version_slug");
  CREATE INDEX "_providers_v_version_version_updated_at_idx" ON "_providers_v" USING btree ("version_updated_at");
  CREATE INDEX "_providers_v_version_version_created_at_idx" ON "_providers_v" USING btree ("version_created_at");
  CREATE INDEX "_providers_v_version_version__status_idx" ON "_providers_v" USING btree ("version__status");
  CREATE INDEX "_providers_v_created_at_idx" ON "_providers_v" USING btree ("created_at");
  CREATE INDEX "_providers_v_updated_at_idx" ON "_providers_v" USING btree ("updated_at");
  CREATE INDEX "_providers_v_snapshot_idx" ON "_providers_v" USING btree ("snapshot");
  CREATE INDEX "_providers_v_published_locale_idx" ON "_providers_v" USING btree ("published_locale");
  CREATE INDEX "_providers_v_latest_idx" ON "_providers_v" USING btree ("latest");
  CREATE INDEX "_providers_v_autosave_idx" ON "_providers_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_providers_v_locales_locale_parent_id_unique" ON "_providers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_reviews_v_parent_idx" ON "_reviews_v" USING btree ("parent_id");
  CREATE INDEX "_reviews_v_version_version_provider_idx" ON "_reviews_v" USING btree ("version_provider_id");
  CREATE INDEX "_reviews_v_version_version_language_idx" ON "_reviews_v" USING btree ("version_language");
  CREATE INDEX "_reviews_v_version_version_external_id_idx" ON "_reviews_v" USING btree ("version_external_id");
  CREATE INDEX "_reviews_v_version_version_updated_at_idx" ON "_reviews_v" USING btree ("version_updated_at");
  CREATE INDEX "_reviews_v_version_version_created_at_idx" ON "_reviews_v" USING btree ("version_created_at");
  CREATE INDEX "_reviews_v_version_version__status_idx" ON "_reviews_v" USING btree ("version__status");
  CREATE INDEX "_reviews_v_created_at_idx" ON "_reviews_v" USING btree ("created_at");
  CREATE INDEX "_reviews_v_updated_at_idx" ON "_reviews_v" USING btree ("updated_at");
  CREATE INDEX "_reviews_v_snapshot_idx" ON "_reviews_v" USING btree ("snapshot");
  CREATE INDEX "_reviews_v_published_locale_idx" ON "_reviews_v" USING btree ("published_locale");
  CREATE INDEX "_reviews_v_latest_idx" ON "_reviews_v" USING btree ("latest");
  CREATE INDEX "_reviews_v_autosave_idx" ON "_reviews_v" USING btree ("autosave");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_order_idx" ON "_faqs_v" USING btree ("version_order");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_autosave_idx" ON "_faqs_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_preference_questions_v_parent_idx" ON "_preference_questions_v" USING btree ("parent_id");
  CREATE INDEX "_preference_questions_v_version_version_key_idx" ON "_preference_questions_v" USING btree ("version_key");
  CREATE INDEX "_preference_questions_v_version_version_updated_at_idx" ON "_preference_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_preference_questions_v_version_version_created_at_idx" ON "_preference_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_preference_questions_v_version_version__status_idx" ON "_preference_questions_v" USING btree ("version__status");
  CREATE INDEX "_preference_questions_v_created_at_idx" ON "_preference_questions_v" USING btree ("created_at");
  CREATE INDEX "_preference_questions_v_updated_at_idx" ON "_preference_questions_v" USING btree ("updated_at");
  CREATE INDEX "_preference_questions_v_snapshot_idx" ON "_preference_questions_v" USING btree ("snapshot");
  CREATE INDEX "_preference_questions_v_published_locale_idx" ON "_preference_questions_v" USING btree ("published_locale");
  CREATE INDEX "_preference_questions_v_latest_idx" ON "_preference_questions_v" USING btree ("latest");
  CREATE INDEX "_preference_questions_v_autosave_idx" ON "_preference_questions_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_preference_questions_v_locales_locale_parent_id_unique" ON "_preference_questions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_items_sub_items_order_idx" ON "_navigation_v_version_items_sub_items" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_sub_items_parent_id_idx" ON "_navigation_v_version_items_sub_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_sub_items_locales_locale_parent_" ON "_navigation_v_version_items_sub_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_items_order_idx" ON "_navigation_v_version_items" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_parent_id_idx" ON "_navigation_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_locales_locale_parent_id_unique" ON "_navigation_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_snapshot_idx" ON "_navigation_v" USING btree ("snapshot");
  CREATE INDEX "_navigation_v_published_locale_idx" ON "_navigation_v" USING btree ("published_locale");
  CREATE INDEX "_navigation_v_latest_idx" ON "_navigation_v" USING btree ("latest");
  CREATE INDEX "_navigation_v_autosave_idx" ON "_navigation_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_navigation_v_locales_locale_parent_id_unique" ON "_navigation_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_claims_order_idx" ON "_footer_v_version_claims" USING btree ("_order");
  CREATE INDEX "_footer_v_version_claims_parent_id_idx" ON "_footer_v_version_claims" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_claims_locale_idx" ON "_footer_v_version_claims" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_links_order_idx" ON "_footer_v_version_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_links_parent_id_idx" ON "_footer_v_version_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_links_locales_locale_parent_id_unique" ON "_footer_v_version_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE INDEX "_footer_v_autosave_idx" ON "_footer_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_social_links_v_version_links_order_idx" ON "_social_links_v_version_links" USING btree ("_order");
  CREATE INDEX "_social_links_v_version_links_parent_id_idx" ON "_social_links_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_social_links_v_version_version__status_idx" ON "_social_links_v" USING btree ("version__status");
  CREATE INDEX "_social_links_v_created_at_idx" ON "_social_links_v" USING btree ("created_at");
  CREATE INDEX "_social_links_v_updated_at_idx" ON "_social_links_v" USING btree ("updated_at");
  CREATE INDEX "_social_links_v_snapshot_idx" ON "_social_links_v" USING btree ("snapshot");
  CREATE INDEX "_social_links_v_published_locale_idx" ON "_social_links_v" USING btree ("published_locale");
  CREATE INDEX "_social_links_v_latest_idx" ON "_social_links_v" USING btree ("latest");
  CREATE INDEX "_social_links_v_autosave_idx" ON "_social_links_v" USING btree ("autosave");
  CREATE INDEX "_svc_opts_v_order_idx" ON "_svc_opts_v" USING btree ("_order");
  CREATE INDEX "_svc_opts_v_parent_id_idx" ON "_svc_opts_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_svc_opts_v_locales_locale_parent_id_unique" ON "_svc_opts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_svc_fields_v_order_idx" ON "_svc_fields_v" USING btree ("_order");
  CREATE INDEX "_svc_fields_v_parent_id_idx" ON "_svc_fields_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_svc_fields_v_locales_locale_parent_id_unique" ON "_svc_fields_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_travel_services_v_version_packages_order_idx" ON "_travel_services_v_version_packages" USING btree ("_order");
  CREATE INDEX "_travel_services_v_version_packages_parent_id_idx" ON "_travel_services_v_version_packages" USING btree ("_parent_id");
  CREATE INDEX "_travel_services_v_version_packages_banner_idx" ON "_travel_services_v_version_packages" USING btree ("banner_id");
  CREATE UNIQUE INDEX "_travel_services_v_version_packages_locales_locale_parent_id" ON "_travel_services_v_version_packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_travel_services_v_version_version__status_idx" ON "_travel_services_v" USING btree ("version__status");
  CREATE INDEX "_travel_services_v_created_at_idx" ON "_travel_services_v" USING btree ("created_at");
  CREATE INDEX "_travel_services_v_updated_at_idx" ON "_travel_services_v" USING btree ("updated_at");
  CREATE INDEX "_travel_services_v_snapshot_idx" ON "_travel_services_v" USING btree ("snapshot");
  CREATE INDEX "_travel_services_v_published_locale_idx" ON "_travel_services_v" USING btree ("published_locale");
  CREATE INDEX "_travel_services_v_latest_idx" ON "_travel_services_v" USING btree ("latest");
  CREATE INDEX "_travel_services_v_autosave_idx" ON "_travel_services_v" USING btree ("autosave");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "providers__status_idx" ON "providers" USING btree ("_status");
  CREATE INDEX "reviews__status_idx" ON "reviews" USING btree ("_status");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "preference_questions__status_idx" ON "preference_questions" USING btree ("_status");
  CREATE INDEX "navigation__status_idx" ON "navigation" USING btree ("_status");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE INDEX "social_links__status_idx" ON "social_links" USING btree ("_status");
  CREATE INDEX "travel_services__status_idx" ON "travel_services" USING btree ("_status");`)
  // Everything on the site before drafts existed was live: it stays published.
  await db.execute(sql`UPDATE "pages" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "providers" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "reviews" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "faqs" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "preference_questions" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "navigation" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "footer" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "social_links" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "travel_services" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_providers_v_version_certifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_excellence_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_providers_v_version_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_treat_lists_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_treat_lists_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_providers_v_version_icons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_providers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_providers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reviews_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_preference_questions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_preference_questions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_sub_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_sub_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_social_links_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_social_links_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_opts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_opts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_fields_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_fields_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_services_v_version_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_services_v_version_packages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_services_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_providers_v_version_certifications" CASCADE;
  DROP TABLE "_excellence_v" CASCADE;
  DROP TABLE "_providers_v_version_figures" CASCADE;
  DROP TABLE "_treat_lists_v_items" CASCADE;
  DROP TABLE "_treat_lists_v" CASCADE;
  DROP TABLE "_providers_v_version_icons" CASCADE;
  DROP TABLE "_providers_v" CASCADE;
  DROP TABLE "_providers_v_locales" CASCADE;
  DROP TABLE "_reviews_v" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "_preference_questions_v" CASCADE;
  DROP TABLE "_preference_questions_v_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items_sub_items" CASCADE;
  DROP TABLE "_navigation_v_version_items_sub_items_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items" CASCADE;
  DROP TABLE "_navigation_v_version_items_locales" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "_navigation_v_locales" CASCADE;
  DROP TABLE "_footer_v_version_claims" CASCADE;
  DROP TABLE "_footer_v_version_links" CASCADE;
  DROP TABLE "_footer_v_version_links_locales" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TABLE "_social_links_v_version_links" CASCADE;
  DROP TABLE "_social_links_v" CASCADE;
  DROP TABLE "_svc_opts_v" CASCADE;
  DROP TABLE "_svc_opts_v_locales" CASCADE;
  DROP TABLE "_svc_fields_v" CASCADE;
  DROP TABLE "_svc_fields_v_locales" CASCADE;
  DROP TABLE "_travel_services_v_version_packages" CASCADE;
  DROP TABLE "_travel_services_v_version_packages_locales" CASCADE;
  DROP TABLE "_travel_services_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-message', 'send-reminder', 'build-data-export');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-message', 'send-reminder', 'build-data-export');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages__status_idx";
  DROP INDEX "providers__status_idx";
  DROP INDEX "reviews__status_idx";
  DROP INDEX "faqs__status_idx";
  DROP INDEX "preference_questions__status_idx";
  DROP INDEX "navigation__status_idx";
  DROP INDEX "footer__status_idx";
  DROP INDEX "social_links__status_idx";
  DROP INDEX "travel_services__status_idx";
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "path" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "section" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "providers_certifications" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "excellence" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "providers_figures" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "providers_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "providers_figures" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "treat_lists_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "treat_lists" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "providers" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "providers_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "provider_id" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "language" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "author_name" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "rating" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "time" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "preference_questions" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "preference_questions_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "navigation_items_sub_items" ALTER COLUMN "path" SET NOT NULL;
  ALTER TABLE "navigation_items_sub_items" ALTER COLUMN "text_id" SET NOT NULL;
  ALTER TABLE "navigation_items_sub_items_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "path" SET NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "text_id" SET NOT NULL;
  ALTER TABLE "navigation_items_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "footer_claims" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "footer_links" ALTER COLUMN "path" SET NOT NULL;
  ALTER TABLE "footer_links_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "footer_locales" ALTER COLUMN "powered_by" SET NOT NULL;
  ALTER TABLE "social_links_links" ALTER COLUMN "network" SET NOT NULL;
  ALTER TABLE "social_links_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "svc_opts" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "svc_opts_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "svc_fields" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "svc_fields" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "svc_fields_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "travel_services_packages" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "travel_services_packages" ALTER COLUMN "selection_flag" SET NOT NULL;
  ALTER TABLE "travel_services_packages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "providers" DROP COLUMN "_status";
  ALTER TABLE "reviews" DROP COLUMN "_status";
  ALTER TABLE "faqs" DROP COLUMN "_status";
  ALTER TABLE "preference_questions" DROP COLUMN "_status";
  ALTER TABLE "navigation" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "_status";
  ALTER TABLE "social_links" DROP COLUMN "_status";
  ALTER TABLE "travel_services" DROP COLUMN "_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_section";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_providers_status";
  DROP TYPE "public"."enum__providers_v_version_icons";
  DROP TYPE "public"."enum__providers_v_version_status";
  DROP TYPE "public"."enum__providers_v_published_locale";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum__reviews_v_version_language";
  DROP TYPE "public"."enum__reviews_v_version_status";
  DROP TYPE "public"."enum__reviews_v_published_locale";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum_preference_questions_status";
  DROP TYPE "public"."enum__preference_questions_v_version_key";
  DROP TYPE "public"."enum__preference_questions_v_version_status";
  DROP TYPE "public"."enum__preference_questions_v_published_locale";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum__navigation_v_published_locale";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum__footer_v_published_locale";
  DROP TYPE "public"."enum_social_links_status";
  DROP TYPE "public"."enum__social_links_v_version_links_network";
  DROP TYPE "public"."enum__social_links_v_version_status";
  DROP TYPE "public"."enum__social_links_v_published_locale";
  DROP TYPE "public"."enum_travel_services_status";
  DROP TYPE "public"."enum__svc_fields_v_kind";
  DROP TYPE "public"."enum__travel_services_v_version_packages_key";
  DROP TYPE "public"."enum__travel_services_v_version_status";
  DROP TYPE "public"."enum__travel_services_v_published_locale";`)
}

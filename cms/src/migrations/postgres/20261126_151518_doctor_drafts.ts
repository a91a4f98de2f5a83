import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_doctors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__doctors_v_version_languages" AS ENUM('en', 'ar', 'tr', 'ru', 'de', 'fr');
  CREATE TYPE "public"."enum__doctors_v_version_working_hours_day" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum__doctors_v_version_consultation_fee_currency" AS ENUM('EUR', 'USD', 'GBP', 'TRY');
  CREATE TYPE "public"."enum__doctors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__doctors_v_published_locale" AS ENUM('en', 'ar');
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'doctors' BEFORE 'navigation';
  CREATE TABLE "_doctors_v_version_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__doctors_v_version_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_doctors_v_version_working_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" "enum__doctors_v_version_working_hours_day",
  	"start" varchar,
  	"end" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_doctors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_speciality_id" integer,
  	"version_provider_id" integer,
  	"version_facility_id" integer,
  	"version_photo_id" integer,
  	"version_years_of_experience" numeric,
  	"version_consultation_fee_amount" numeric,
  	"version_consultation_fee_currency" "enum__doctors_v_version_consultation_fee_currency" DEFAULT 'EUR',
  	"version_slot_minutes" numeric DEFAULT 30,
  	"version_slug" varchar,
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__doctors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__doctors_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_doctors_v_locales" (
  	"version_name" varchar,
  	"version_title" varchar,
  	"version_bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "doctors_working_hours" ALTER COLUMN "day" DROP NOT NULL;
  ALTER TABLE "doctors_working_hours" ALTER COLUMN "start" DROP NOT NULL;
  ALTER TABLE "doctors_working_hours" ALTER COLUMN "end" DROP NOT NULL;
  ALTER TABLE "doctors" ALTER COLUMN "speciality_id" DROP NOT NULL;
  ALTER TABLE "doctors" ALTER COLUMN "provider_id" DROP NOT NULL;
  ALTER TABLE "doctors" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "doctors_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "doctors" ADD COLUMN "_status" "enum_doctors_status" DEFAULT 'draft';
  -- Every doctor before drafts existed was live: they stay published.
  UPDATE "doctors" SET "_status" = 'published';
  ALTER TABLE "_doctors_v_version_languages" ADD CONSTRAINT "_doctors_v_version_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_doctors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_doctors_v_version_working_hours" ADD CONSTRAINT "_doctors_v_version_working_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_doctors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_doctors_v" ADD CONSTRAINT "_doctors_v_parent_id_doctors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_doctors_v" ADD CONSTRAINT "_doctors_v_version_speciality_id_specialities_id_fk" FOREIGN KEY ("version_speciality_id") REFERENCES "public"."specialities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_doctors_v" ADD CONSTRAINT "_doctors_v_version_provider_id_providers_id_fk" FOREIGN KEY ("version_provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_doctors_v" ADD CONSTRAINT "_doctors_v_version_facility_id_facilities_id_fk" FOREIGN KEY ("version_facility_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_doctors_v" ADD CONSTRAINT "_doctors_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_doctors_v_locales" ADD CONSTRAINT "_doctors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_doctors_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_doctors_v_version_languages_order_idx" ON "_doctors_v_version_languages" USING btree ("order");
  CREATE INDEX "_doctors_v_version_languages_parent_idx" ON "_doctors_v_version_languages" USING btree ("parent_id");
  CREATE INDEX "_doctors_v_version_working_hours_order_idx" ON "_doctors_v_version_working_hours" USING btree ("_order");
  CREATE INDEX "_doctors_v_version_working_hours_parent_id_idx" ON "_doctors_v_version_working_hours" USING btree ("_parent_id");
  CREATE INDEX "_doctors_v_parent_idx" ON "_doctors_v" USING btree ("parent_id");
  CREATE INDEX "_doctors_v_version_version_speciality_idx" ON "_doctors_v" USING btree ("version_speciality_id");
  CREATE INDEX "_doctors_v_version_version_provider_idx" ON "_doctors_v" USING btree ("version_provider_id");
  CREATE INDEX "_doctors_v_version_version_facility_idx" ON "_doctors_v" USING btree ("version_facility_id");
  CREATE INDEX "_doctors_v_version_version_photo_idx" ON "_doctors_v" USING btree ("version_photo_id");
  CREATE INDEX "_doctors_v_version_version_slug_idx" ON "_doctors_v" USING btree ("version_slug");
  CREATE INDEX "_doctors_v_version_version_active_idx" ON "_doctors_v" USING btree ("version_active");
  CREATE INDEX "_doctors_v_version_version_updated_at_idx" ON "_doctors_v" USING btree ("version_updated_at");
  CREATE INDEX "_doctors_v_version_version_created_at_idx" ON "_doctors_v" USING btree ("version_created_at");
  CREATE INDEX "_doctors_v_version_version__status_idx" ON "_doctors_v" USING btree ("version__status");
  CREATE INDEX "_doctors_v_created_at_idx" ON "_doctors_v" USING btree ("created_at");
  CREATE INDEX "_doctors_v_updated_at_idx" ON "_doctors_v" USING btree ("updated_at");
  CREATE INDEX "_doctors_v_snapshot_idx" ON "_doctors_v" USING btree ("snapshot");
  CREATE INDEX "_doctors_v_published_locale_idx" ON "_doctors_v" USING btree ("published_locale");
  CREATE INDEX "_doctors_v_latest_idx" ON "_doctors_v" USING btree ("latest");
  CREATE INDEX "_doctors_v_autosave_idx" ON "_doctors_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_doctors_v_locales_locale_parent_id_unique" ON "_doctors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "doctors__status_idx" ON "doctors" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_doctors_v_version_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_doctors_v_version_working_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_doctors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_doctors_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_doctors_v_version_languages" CASCADE;
  DROP TABLE "_doctors_v_version_working_hours" CASCADE;
  DROP TABLE "_doctors_v" CASCADE;
  DROP TABLE "_doctors_v_locales" CASCADE;
  ALTER TABLE "audit_entries" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DELETE FROM "audit_entries" WHERE "target_collection" = 'doctors';
  DROP TYPE "public"."enum_audit_entries_target_collection";
  CREATE TYPE "public"."enum_audit_entries_target_collection" AS ENUM('appointments', 'users', 'pages', 'providers', 'reviews', 'faqs', 'preference-questions', 'navigation', 'footer', 'social-links', 'travel-services');
  ALTER TABLE "audit_entries" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_audit_entries_target_collection" USING "target_collection"::"public"."enum_audit_entries_target_collection";
  DROP INDEX "doctors__status_idx";
  ALTER TABLE "doctors_working_hours" ALTER COLUMN "day" SET NOT NULL;
  ALTER TABLE "doctors_working_hours" ALTER COLUMN "start" SET NOT NULL;
  ALTER TABLE "doctors_working_hours" ALTER COLUMN "end" SET NOT NULL;
  ALTER TABLE "doctors" ALTER COLUMN "speciality_id" SET NOT NULL;
  ALTER TABLE "doctors" ALTER COLUMN "provider_id" SET NOT NULL;
  ALTER TABLE "doctors" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "doctors_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "doctors" DROP COLUMN "_status";
  DROP TYPE "public"."enum_doctors_status";
  DROP TYPE "public"."enum__doctors_v_version_languages";
  DROP TYPE "public"."enum__doctors_v_version_working_hours_day";
  DROP TYPE "public"."enum__doctors_v_version_consultation_fee_currency";
  DROP TYPE "public"."enum__doctors_v_version_status";
  DROP TYPE "public"."enum__doctors_v_published_locale";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_status" AS ENUM('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW');
  CREATE TYPE "public"."enum_appointments_lang" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_treatment_requests_lang" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_contact_messages_lang" AS ENUM('en', 'ar');
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"doctor_id" integer NOT NULL,
  	"appointment_date" timestamp(3) with time zone NOT NULL,
  	"duration_minutes" numeric DEFAULT 30,
  	"status" "enum_appointments_status" DEFAULT 'PENDING' NOT NULL,
  	"lang" "enum_appointments_lang" DEFAULT 'en' NOT NULL,
  	"patient_time_zone" varchar,
  	"notes" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"slot_key" varchar,
  	"travel_preferences_is_flight_selected" boolean DEFAULT false,
  	"travel_preferences_flight_adulttravellers" numeric,
  	"travel_preferences_flight_infanttravellers" numeric,
  	"travel_preferences_flight_class" varchar,
  	"travel_preferences_flight_otherpreferences" varchar,
  	"travel_preferences_is_accommodation_selected" boolean DEFAULT false,
  	"travel_preferences_accomodation_proximity" varchar,
  	"travel_preferences_accomodation_stars" numeric,
  	"travel_preferences_accomodation_guests" numeric,
  	"travel_preferences_accomodation_rooms" numeric,
  	"travel_preferences_accomodation_beds" numeric,
  	"travel_preferences_accomodation_otherpreferences" varchar,
  	"travel_preferences_is_transport_selected" boolean DEFAULT false,
  	"travel_preferences_transport_carclass" varchar,
  	"travel_preferences_transport_biscuit" boolean,
  	"travel_preferences_is_translation_selected" boolean DEFAULT false,
  	"travel_preferences_translation_langfrom" varchar,
  	"travel_preferences_is_tourist_selected" boolean DEFAULT false,
  	"travel_preferences_preference_questions" jsonb,
  	"travel_preferences_submitted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"appointment_id" integer,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "treatment_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"speciality_id" integer,
  	"answers" jsonb,
  	"notes" varchar,
  	"lang" "enum_treatment_requests_lang" DEFAULT 'en',
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "treatment_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"treatments_id" integer
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"subject" varchar,
  	"message" varchar NOT NULL,
  	"lang" "enum_contact_messages_lang" DEFAULT 'en',
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "time_zone" varchar;
  ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "treatment_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attachments" ADD CONSTRAINT "attachments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "treatment_requests" ADD CONSTRAINT "treatment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "treatment_requests" ADD CONSTRAINT "treatment_requests_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "treatment_requests_rels" ADD CONSTRAINT "treatment_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."treatment_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "treatment_requests_rels" ADD CONSTRAINT "treatment_requests_rels_treatments_fk" FOREIGN KEY ("treatments_id") REFERENCES "public"."treatments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id");
  CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id");
  CREATE INDEX "appointments_appointment_date_idx" ON "appointments" USING btree ("appointment_date");
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE UNIQUE INDEX "appointments_slot_key_idx" ON "appointments" USING btree ("slot_key");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_id");
  CREATE INDEX "attachments_appointment_idx" ON "attachments" USING btree ("appointment_id");
  CREATE INDEX "attachments_updated_at_idx" ON "attachments" USING btree ("updated_at");
  CREATE INDEX "attachments_created_at_idx" ON "attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "attachments_filename_idx" ON "attachments" USING btree ("filename");
  CREATE INDEX "treatment_requests_user_idx" ON "treatment_requests" USING btree ("user_id");
  CREATE INDEX "treatment_requests_speciality_idx" ON "treatment_requests" USING btree ("speciality_id");
  CREATE INDEX "treatment_requests_active_idx" ON "treatment_requests" USING btree ("active");
  CREATE INDEX "treatment_requests_updated_at_idx" ON "treatment_requests" USING btree ("updated_at");
  CREATE INDEX "treatment_requests_created_at_idx" ON "treatment_requests" USING btree ("created_at");
  CREATE INDEX "treatment_requests_rels_order_idx" ON "treatment_requests_rels" USING btree ("order");
  CREATE INDEX "treatment_requests_rels_parent_idx" ON "treatment_requests_rels" USING btree ("parent_id");
  CREATE INDEX "treatment_requests_rels_path_idx" ON "treatment_requests_rels" USING btree ("path");
  CREATE INDEX "treatment_requests_rels_treatments_id_idx" ON "treatment_requests_rels" USING btree ("treatments_id");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_treatment_requests_fk" FOREIGN KEY ("treatment_requests_id") REFERENCES "public"."treatment_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_active_idx" ON "users" USING btree ("active");
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("attachments_id");
  CREATE INDEX "payload_locked_documents_rels_treatment_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("treatment_requests_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "treatment_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "treatment_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "attachments" CASCADE;
  DROP TABLE "treatment_requests" CASCADE;
  DROP TABLE "treatment_requests_rels" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_treatment_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  DROP INDEX "users_active_idx";
  DROP INDEX "payload_locked_documents_rels_appointments_id_idx";
  DROP INDEX "payload_locked_documents_rels_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_treatment_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  ALTER TABLE "users" DROP COLUMN "time_zone";
  ALTER TABLE "users" DROP COLUMN "active";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "treatment_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  DROP TYPE "public"."enum_appointments_status";
  DROP TYPE "public"."enum_appointments_lang";
  DROP TYPE "public"."enum_treatment_requests_lang";
  DROP TYPE "public"."enum_contact_messages_lang";`)
}

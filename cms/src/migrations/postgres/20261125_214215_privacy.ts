import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_exports_state" AS ENUM('queued', 'ready', 'failed');
  ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'staff-account-deleted' BEFORE 'staff-contact';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'build-data-export';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'build-data-export';
  CREATE TABLE "data_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"state" "enum_data_exports_state" DEFAULT 'queued' NOT NULL,
  	"ready_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"error" varchar,
  	"prefix" varchar DEFAULT 'data-exports',
  	"_objectkey" varchar,
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
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_exports_id" integer;
  ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id");
  CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at");
  CREATE INDEX "data_exports_updated_at_idx" ON "data_exports" USING btree ("updated_at");
  CREATE INDEX "data_exports_created_at_idx" ON "data_exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "data_exports_filename_idx" ON "data_exports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_exports_fk" FOREIGN KEY ("data_exports_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("data_exports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_exports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_exports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_exports_fk";
  
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_messages_kind";
  CREATE TYPE "public"."enum_messages_kind" AS ENUM('activation', 'password-reset', 'account-exists', 'booking-confirmation', 'staff-booking', 'appointment-confirmed', 'appointment-cancelled', 'appointment-rescheduled', 'staff-patient-rescheduled', 'appointment-reminder', 'appointment-completed', 'staff-patient-cancelled', 'staff-contact', 'staff-treatment-request', 'system');
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_messages_kind" USING "kind"::"public"."enum_messages_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-message', 'send-reminder');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-message', 'send-reminder');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_exports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_exports_id";
  DROP TYPE "public"."enum_data_exports_state";`)
}

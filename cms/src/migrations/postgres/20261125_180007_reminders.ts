import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'appointment-reminder' BEFORE 'appointment-completed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-reminder';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-reminder';
  CREATE TABLE "appointment_reminders_hours_before" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hours" numeric NOT NULL
  );
  
  CREATE TABLE "appointment_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "appointment_reminders_hours_before" ADD CONSTRAINT "appointment_reminders_hours_before_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."appointment_reminders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appointment_reminders_hours_before_order_idx" ON "appointment_reminders_hours_before" USING btree ("_order");
  CREATE INDEX "appointment_reminders_hours_before_parent_id_idx" ON "appointment_reminders_hours_before" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "appointment_reminders_hours_before" CASCADE;
  DROP TABLE "appointment_reminders" CASCADE;
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_messages_kind";
  CREATE TYPE "public"."enum_messages_kind" AS ENUM('activation', 'password-reset', 'account-exists', 'booking-confirmation', 'staff-booking', 'appointment-confirmed', 'appointment-cancelled', 'appointment-completed', 'staff-patient-cancelled', 'staff-contact', 'staff-treatment-request', 'system');
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_messages_kind" USING "kind"::"public"."enum_messages_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-message');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-message');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_status_history_from" AS ENUM('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW');
  CREATE TYPE "public"."enum_appointments_status_history_to" AS ENUM('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW');
  ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'appointment-confirmed' BEFORE 'staff-contact';
  ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'appointment-cancelled' BEFORE 'staff-contact';
  ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'appointment-completed' BEFORE 'staff-contact';
  ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'staff-patient-cancelled' BEFORE 'staff-contact';
  CREATE TABLE "appointments_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" "enum_appointments_status_history_from",
  	"to" "enum_appointments_status_history_to" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"reason" varchar
  );
  
  ALTER TABLE "appointments" ADD COLUMN "status_reason" varchar;
  ALTER TABLE "appointments_status_history" ADD CONSTRAINT "appointments_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments_status_history" ADD CONSTRAINT "appointments_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appointments_status_history_order_idx" ON "appointments_status_history" USING btree ("_order");
  CREATE INDEX "appointments_status_history_parent_id_idx" ON "appointments_status_history" USING btree ("_parent_id");
  CREATE INDEX "appointments_status_history_by_idx" ON "appointments_status_history" USING btree ("by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "appointments_status_history" CASCADE;
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_messages_kind";
  CREATE TYPE "public"."enum_messages_kind" AS ENUM('activation', 'password-reset', 'account-exists', 'booking-confirmation', 'staff-booking', 'staff-contact', 'staff-treatment-request', 'system');
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_messages_kind" USING "kind"::"public"."enum_messages_kind";
  ALTER TABLE "appointments" DROP COLUMN "status_reason";
  DROP TYPE "public"."enum_appointments_status_history_from";
  DROP TYPE "public"."enum_appointments_status_history_to";`)
}

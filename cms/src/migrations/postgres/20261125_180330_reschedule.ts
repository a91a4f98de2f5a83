import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'appointment-rescheduled' BEFORE 'appointment-reminder';
  ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'staff-patient-rescheduled' BEFORE 'appointment-reminder';
  ALTER TABLE "appointments" ADD COLUMN "reschedule_count" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_messages_kind";
  CREATE TYPE "public"."enum_messages_kind" AS ENUM('activation', 'password-reset', 'account-exists', 'booking-confirmation', 'staff-booking', 'appointment-confirmed', 'appointment-cancelled', 'appointment-reminder', 'appointment-completed', 'staff-patient-cancelled', 'staff-contact', 'staff-treatment-request', 'system');
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_messages_kind" USING "kind"::"public"."enum_messages_kind";
  ALTER TABLE "appointments" DROP COLUMN "reschedule_count";`)
}

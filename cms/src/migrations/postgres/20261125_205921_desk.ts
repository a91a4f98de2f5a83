import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { backfillDeskFields } from '../../collections/appointmentDesk'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_patient_language" AS ENUM('en', 'ar');
  ALTER TABLE "appointments" ADD COLUMN "patient_name" varchar;
  ALTER TABLE "appointments" ADD COLUMN "patient_email" varchar;
  ALTER TABLE "appointments" ADD COLUMN "patient_phone" varchar;
  ALTER TABLE "appointments" ADD COLUMN "patient_country_id" integer;
  ALTER TABLE "appointments" ADD COLUMN "patient_language" "enum_appointments_patient_language";
  ALTER TABLE "appointments" ADD COLUMN "provider_id" integer;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_country_id_countries_id_fk" FOREIGN KEY ("patient_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "appointments_patient_name_idx" ON "appointments" USING btree ("patient_name");
  CREATE INDEX "appointments_patient_email_idx" ON "appointments" USING btree ("patient_email");
  CREATE INDEX "appointments_patient_phone_idx" ON "appointments" USING btree ("patient_phone");
  CREATE INDEX "appointments_patient_country_idx" ON "appointments" USING btree ("patient_country_id");
  CREATE INDEX "appointments_provider_idx" ON "appointments" USING btree ("provider_id");`)
  // Appointments made before the desk's copies existed get them now.
  await backfillDeskFields(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_country_id_countries_id_fk";
  
  ALTER TABLE "appointments" DROP CONSTRAINT "appointments_provider_id_providers_id_fk";
  
  DROP INDEX "appointments_patient_name_idx";
  DROP INDEX "appointments_patient_email_idx";
  DROP INDEX "appointments_patient_phone_idx";
  DROP INDEX "appointments_patient_country_idx";
  DROP INDEX "appointments_provider_idx";
  ALTER TABLE "appointments" DROP COLUMN "patient_name";
  ALTER TABLE "appointments" DROP COLUMN "patient_email";
  ALTER TABLE "appointments" DROP COLUMN "patient_phone";
  ALTER TABLE "appointments" DROP COLUMN "patient_country_id";
  ALTER TABLE "appointments" DROP COLUMN "patient_language";
  ALTER TABLE "appointments" DROP COLUMN "provider_id";
  DROP TYPE "public"."enum_appointments_patient_language";`)
}

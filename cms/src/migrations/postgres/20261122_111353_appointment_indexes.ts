import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "user_appointmentDate_idx" ON "appointments" USING btree ("user_id","appointment_date");
  CREATE INDEX "doctor_appointmentDate_idx" ON "appointments" USING btree ("doctor_id","appointment_date");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "user_appointmentDate_idx";
  DROP INDEX "doctor_appointmentDate_idx";`)
}

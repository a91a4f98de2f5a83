import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`user_appointmentDate_idx\` ON \`appointments\` (\`user_id\`,\`appointment_date\`);`)
  await db.run(sql`CREATE INDEX \`doctor_appointmentDate_idx\` ON \`appointments\` (\`doctor_id\`,\`appointment_date\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`user_appointmentDate_idx\`;`)
  await db.run(sql`DROP INDEX \`doctor_appointmentDate_idx\`;`)
}

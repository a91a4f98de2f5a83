import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`appointment_reminders_hours_before\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hours\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`appointment_reminders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appointment_reminders_hours_before_order_idx\` ON \`appointment_reminders_hours_before\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`appointment_reminders_hours_before_parent_id_idx\` ON \`appointment_reminders_hours_before\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`appointment_reminders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`appointment_reminders_hours_before\`;`)
  await db.run(sql`DROP TABLE \`appointment_reminders\`;`)
}

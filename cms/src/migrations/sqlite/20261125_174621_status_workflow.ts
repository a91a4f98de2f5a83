import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`appointments_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`reason\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_status_history_order_idx\` ON \`appointments_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`appointments_status_history_parent_id_idx\` ON \`appointments_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_status_history_by_idx\` ON \`appointments_status_history\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`status_reason\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`appointments_status_history\`;`)
  await db.run(sql`ALTER TABLE \`appointments\` DROP COLUMN \`status_reason\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { repairAttachmentNames } from '../repairFileNames'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`contact_channels_locales\` (
  	\`phone\` text,
  	\`whatsapp\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_channels_locales_locale_parent_id_unique\` ON \`contact_channels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`doctors\` ADD \`consultation_fee_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`doctors\` ADD \`consultation_fee_currency\` text DEFAULT 'EUR';`)
  await repairAttachmentNames(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_channels\`;`)
  await db.run(sql`DROP TABLE \`contact_channels_locales\`;`)
  await db.run(sql`ALTER TABLE \`doctors\` DROP COLUMN \`consultation_fee_amount\`;`)
  await db.run(sql`ALTER TABLE \`doctors\` DROP COLUMN \`consultation_fee_currency\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_doctors_v_version_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_doctors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_languages_order_idx\` ON \`_doctors_v_version_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_languages_parent_idx\` ON \`_doctors_v_version_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_doctors_v_version_working_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`start\` text,
  	\`end\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_doctors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_working_hours_order_idx\` ON \`_doctors_v_version_working_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_working_hours_parent_id_idx\` ON \`_doctors_v_version_working_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_doctors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_speciality_id\` integer,
  	\`version_provider_id\` integer,
  	\`version_facility_id\` integer,
  	\`version_photo_id\` integer,
  	\`version_years_of_experience\` numeric,
  	\`version_consultation_fee_amount\` numeric,
  	\`version_consultation_fee_currency\` text DEFAULT 'EUR',
  	\`version_slot_minutes\` numeric DEFAULT 30,
  	\`version_slug\` text,
  	\`version_active\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`doctors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_speciality_id\`) REFERENCES \`specialities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_provider_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_facility_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_doctors_v_parent_idx\` ON \`_doctors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version_speciality_idx\` ON \`_doctors_v\` (\`version_speciality_id\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version_provider_idx\` ON \`_doctors_v\` (\`version_provider_id\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version_facility_idx\` ON \`_doctors_v\` (\`version_facility_id\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version_photo_idx\` ON \`_doctors_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version_slug_idx\` ON \`_doctors_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version_active_idx\` ON \`_doctors_v\` (\`version_active\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version_updated_at_idx\` ON \`_doctors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version_created_at_idx\` ON \`_doctors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_version_version__status_idx\` ON \`_doctors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_created_at_idx\` ON \`_doctors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_updated_at_idx\` ON \`_doctors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_snapshot_idx\` ON \`_doctors_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_published_locale_idx\` ON \`_doctors_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_latest_idx\` ON \`_doctors_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_doctors_v_autosave_idx\` ON \`_doctors_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_doctors_v_locales\` (
  	\`version_name\` text,
  	\`version_title\` text,
  	\`version_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_doctors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_doctors_v_locales_locale_parent_id_unique\` ON \`_doctors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Off for the whole rebuild: dropping `doctors` with keys on would null or delete what points at it.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_doctors_working_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`start\` text,
  	\`end\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`doctors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_doctors_working_hours\`("_order", "_parent_id", "id", "day", "start", "end") SELECT "_order", "_parent_id", "id", "day", "start", "end" FROM \`doctors_working_hours\`;`)
  await db.run(sql`DROP TABLE \`doctors_working_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_doctors_working_hours\` RENAME TO \`doctors_working_hours\`;`)
  await db.run(sql`CREATE INDEX \`doctors_working_hours_order_idx\` ON \`doctors_working_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`doctors_working_hours_parent_id_idx\` ON \`doctors_working_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_doctors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`speciality_id\` integer,
  	\`provider_id\` integer,
  	\`facility_id\` integer,
  	\`photo_id\` integer,
  	\`years_of_experience\` numeric,
  	\`consultation_fee_amount\` numeric,
  	\`consultation_fee_currency\` text DEFAULT 'EUR',
  	\`slot_minutes\` numeric DEFAULT 30,
  	\`slug\` text,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`speciality_id\`) REFERENCES \`specialities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`provider_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`facility_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Every doctor before drafts existed was live: they stay published.
  await db.run(sql`INSERT INTO \`__new_doctors\`("id", "speciality_id", "provider_id", "facility_id", "photo_id", "years_of_experience", "consultation_fee_amount", "consultation_fee_currency", "slot_minutes", "slug", "active", "updated_at", "created_at", "_status") SELECT "id", "speciality_id", "provider_id", "facility_id", "photo_id", "years_of_experience", "consultation_fee_amount", "consultation_fee_currency", "slot_minutes", "slug", "active", "updated_at", "created_at", 'published' FROM \`doctors\`;`)
  await db.run(sql`DROP TABLE \`doctors\`;`)
  await db.run(sql`ALTER TABLE \`__new_doctors\` RENAME TO \`doctors\`;`)
  await db.run(sql`CREATE INDEX \`doctors_speciality_idx\` ON \`doctors\` (\`speciality_id\`);`)
  await db.run(sql`CREATE INDEX \`doctors_provider_idx\` ON \`doctors\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`doctors_facility_idx\` ON \`doctors\` (\`facility_id\`);`)
  await db.run(sql`CREATE INDEX \`doctors_photo_idx\` ON \`doctors\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`doctors_slug_idx\` ON \`doctors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`doctors_active_idx\` ON \`doctors\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`doctors_updated_at_idx\` ON \`doctors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`doctors_created_at_idx\` ON \`doctors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`doctors__status_idx\` ON \`doctors\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_doctors_locales\` (
  	\`name\` text,
  	\`title\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`doctors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_doctors_locales\`("name", "title", "bio", "id", "_locale", "_parent_id") SELECT "name", "title", "bio", "id", "_locale", "_parent_id" FROM \`doctors_locales\`;`)
  await db.run(sql`DROP TABLE \`doctors_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_doctors_locales\` RENAME TO \`doctors_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`doctors_locales_locale_parent_id_unique\` ON \`doctors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_doctors_v_version_languages\`;`)
  await db.run(sql`DROP TABLE \`_doctors_v_version_working_hours\`;`)
  await db.run(sql`DROP TABLE \`_doctors_v\`;`)
  await db.run(sql`DROP TABLE \`_doctors_v_locales\`;`)
  // Off for the whole rebuild: dropping `doctors` with keys on would null or delete what points at it.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_doctors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`speciality_id\` integer NOT NULL,
  	\`provider_id\` integer NOT NULL,
  	\`facility_id\` integer,
  	\`photo_id\` integer,
  	\`years_of_experience\` numeric,
  	\`consultation_fee_amount\` numeric,
  	\`consultation_fee_currency\` text DEFAULT 'EUR',
  	\`slot_minutes\` numeric DEFAULT 30,
  	\`slug\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`speciality_id\`) REFERENCES \`specialities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`provider_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`facility_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_doctors\`("id", "speciality_id", "provider_id", "facility_id", "photo_id", "years_of_experience", "consultation_fee_amount", "consultation_fee_currency", "slot_minutes", "slug", "active", "updated_at", "created_at") SELECT "id", "speciality_id", "provider_id", "facility_id", "photo_id", "years_of_experience", "consultation_fee_amount", "consultation_fee_currency", "slot_minutes", "slug", "active", "updated_at", "created_at" FROM \`doctors\`;`)
  await db.run(sql`DROP TABLE \`doctors\`;`)
  await db.run(sql`ALTER TABLE \`__new_doctors\` RENAME TO \`doctors\`;`)
  await db.run(sql`CREATE INDEX \`doctors_speciality_idx\` ON \`doctors\` (\`speciality_id\`);`)
  await db.run(sql`CREATE INDEX \`doctors_provider_idx\` ON \`doctors\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`doctors_facility_idx\` ON \`doctors\` (\`facility_id\`);`)
  await db.run(sql`CREATE INDEX \`doctors_photo_idx\` ON \`doctors\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`doctors_slug_idx\` ON \`doctors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`doctors_active_idx\` ON \`doctors\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`doctors_updated_at_idx\` ON \`doctors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`doctors_created_at_idx\` ON \`doctors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_doctors_working_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`doctors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_doctors_working_hours\`("_order", "_parent_id", "id", "day", "start", "end") SELECT "_order", "_parent_id", "id", "day", "start", "end" FROM \`doctors_working_hours\`;`)
  await db.run(sql`DROP TABLE \`doctors_working_hours\`;`)
  await db.run(sql`ALTER TABLE \`__new_doctors_working_hours\` RENAME TO \`doctors_working_hours\`;`)
  await db.run(sql`CREATE INDEX \`doctors_working_hours_order_idx\` ON \`doctors_working_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`doctors_working_hours_parent_id_idx\` ON \`doctors_working_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_doctors_locales\` (
  	\`name\` text NOT NULL,
  	\`title\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`doctors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_doctors_locales\`("name", "title", "bio", "id", "_locale", "_parent_id") SELECT "name", "title", "bio", "id", "_locale", "_parent_id" FROM \`doctors_locales\`;`)
  await db.run(sql`DROP TABLE \`doctors_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_doctors_locales\` RENAME TO \`doctors_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`doctors_locales_locale_parent_id_unique\` ON \`doctors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

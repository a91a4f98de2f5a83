import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`data_exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`state\` text DEFAULT 'queued' NOT NULL,
  	\`ready_at\` text,
  	\`expires_at\` text,
  	\`error\` text,
  	\`prefix\` text DEFAULT 'data-exports',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`data_exports_user_idx\` ON \`data_exports\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`data_exports_expires_at_idx\` ON \`data_exports\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`data_exports_updated_at_idx\` ON \`data_exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`data_exports_created_at_idx\` ON \`data_exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`data_exports_filename_idx\` ON \`data_exports\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`data_exports_id\` integer REFERENCES data_exports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`data_exports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`data_exports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`providers_id\` integer,
  	\`reviews_id\` integer,
  	\`faqs_id\` integer,
  	\`preference_questions_id\` integer,
  	\`specialities_id\` integer,
  	\`treatments_id\` integer,
  	\`doctors_id\` integer,
  	\`facilities_id\` integer,
  	\`cities_id\` integer,
  	\`countries_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`appointments_id\` integer,
  	\`attachments_id\` integer,
  	\`treatment_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`messages_id\` integer,
  	\`audit_entries_id\` integer,
  	\`job_leases_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`providers_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`preference_questions_id\`) REFERENCES \`preference_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specialities_id\`) REFERENCES \`specialities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`treatments_id\`) REFERENCES \`treatments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`doctors_id\`) REFERENCES \`doctors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`facilities_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`treatment_requests_id\`) REFERENCES \`treatment_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_entries_id\`) REFERENCES \`audit_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_leases_id\`) REFERENCES \`job_leases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "providers_id", "reviews_id", "faqs_id", "preference_questions_id", "specialities_id", "treatments_id", "doctors_id", "facilities_id", "cities_id", "countries_id", "media_id", "users_id", "appointments_id", "attachments_id", "treatment_requests_id", "contact_messages_id", "messages_id", "audit_entries_id", "job_leases_id") SELECT "id", "order", "parent_id", "path", "pages_id", "providers_id", "reviews_id", "faqs_id", "preference_questions_id", "specialities_id", "treatments_id", "doctors_id", "facilities_id", "cities_id", "countries_id", "media_id", "users_id", "appointments_id", "attachments_id", "treatment_requests_id", "contact_messages_id", "messages_id", "audit_entries_id", "job_leases_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_providers_id_idx\` ON \`payload_locked_documents_rels\` (\`providers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_preference_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`preference_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_specialities_id_idx\` ON \`payload_locked_documents_rels\` (\`specialities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_treatments_id_idx\` ON \`payload_locked_documents_rels\` (\`treatments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_doctors_id_idx\` ON \`payload_locked_documents_rels\` (\`doctors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_facilities_id_idx\` ON \`payload_locked_documents_rels\` (\`facilities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_treatment_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`treatment_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_leases_id_idx\` ON \`payload_locked_documents_rels\` (\`job_leases_id\`);`)
}

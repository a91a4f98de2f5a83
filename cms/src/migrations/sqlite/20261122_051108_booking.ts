import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`doctor_id\` integer NOT NULL,
  	\`appointment_date\` text NOT NULL,
  	\`duration_minutes\` numeric DEFAULT 30,
  	\`status\` text DEFAULT 'PENDING' NOT NULL,
  	\`lang\` text DEFAULT 'en' NOT NULL,
  	\`patient_time_zone\` text,
  	\`notes\` text,
  	\`consent_at\` text,
  	\`slot_key\` text,
  	\`travel_preferences_is_flight_selected\` integer DEFAULT false,
  	\`travel_preferences_flight_adulttravellers\` numeric,
  	\`travel_preferences_flight_infanttravellers\` numeric,
  	\`travel_preferences_flight_class\` text,
  	\`travel_preferences_flight_otherpreferences\` text,
  	\`travel_preferences_is_accommodation_selected\` integer DEFAULT false,
  	\`travel_preferences_accomodation_proximity\` text,
  	\`travel_preferences_accomodation_stars\` numeric,
  	\`travel_preferences_accomodation_guests\` numeric,
  	\`travel_preferences_accomodation_rooms\` numeric,
  	\`travel_preferences_accomodation_beds\` numeric,
  	\`travel_preferences_accomodation_otherpreferences\` text,
  	\`travel_preferences_is_transport_selected\` integer DEFAULT false,
  	\`travel_preferences_transport_carclass\` text,
  	\`travel_preferences_transport_biscuit\` integer,
  	\`travel_preferences_is_translation_selected\` integer DEFAULT false,
  	\`travel_preferences_translation_langfrom\` text,
  	\`travel_preferences_is_tourist_selected\` integer DEFAULT false,
  	\`travel_preferences_preference_questions\` text,
  	\`travel_preferences_submitted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`doctor_id\`) REFERENCES \`doctors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_user_idx\` ON \`appointments\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_doctor_idx\` ON \`appointments\` (\`doctor_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_appointment_date_idx\` ON \`appointments\` (\`appointment_date\`);`)
  await db.run(sql`CREATE INDEX \`appointments_status_idx\` ON \`appointments\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`appointments_slot_key_idx\` ON \`appointments\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`appointment_id\` integer,
  	\`original_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`attachments_owner_idx\` ON \`attachments\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`attachments_appointment_idx\` ON \`attachments\` (\`appointment_id\`);`)
  await db.run(sql`CREATE INDEX \`attachments_updated_at_idx\` ON \`attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attachments_created_at_idx\` ON \`attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`attachments_filename_idx\` ON \`attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`treatment_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`speciality_id\` integer,
  	\`answers\` text,
  	\`notes\` text,
  	\`lang\` text DEFAULT 'en',
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`speciality_id\`) REFERENCES \`specialities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`treatment_requests_user_idx\` ON \`treatment_requests\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`treatment_requests_speciality_idx\` ON \`treatment_requests\` (\`speciality_id\`);`)
  await db.run(sql`CREATE INDEX \`treatment_requests_active_idx\` ON \`treatment_requests\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`treatment_requests_updated_at_idx\` ON \`treatment_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`treatment_requests_created_at_idx\` ON \`treatment_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`treatment_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`treatments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`treatment_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`treatments_id\`) REFERENCES \`treatments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`treatment_requests_rels_order_idx\` ON \`treatment_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`treatment_requests_rels_parent_idx\` ON \`treatment_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`treatment_requests_rels_path_idx\` ON \`treatment_requests_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`treatment_requests_rels_treatments_id_idx\` ON \`treatment_requests_rels\` (\`treatments_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`subject\` text,
  	\`message\` text NOT NULL,
  	\`lang\` text DEFAULT 'en',
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`time_zone\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`active\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`users_active_idx\` ON \`users\` (\`active\`);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appointments_id\` integer REFERENCES appointments(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attachments_id\` integer REFERENCES attachments(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`treatment_requests_id\` integer REFERENCES treatment_requests(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` integer REFERENCES contact_messages(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`attachments_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_treatment_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`treatment_requests_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`DROP TABLE \`attachments\`;`)
  await db.run(sql`DROP TABLE \`treatment_requests\`;`)
  await db.run(sql`DROP TABLE \`treatment_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "providers_id", "reviews_id", "faqs_id", "preference_questions_id", "specialities_id", "treatments_id", "doctors_id", "facilities_id", "cities_id", "countries_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "providers_id", "reviews_id", "faqs_id", "preference_questions_id", "specialities_id", "treatments_id", "doctors_id", "facilities_id", "cities_id", "countries_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_providers_id_idx\` ON \`payload_locked_documents_rels\` (\`providers_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_preference_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`preference_questions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_specialities_id_idx\` ON \`payload_locked_documents_rels\` (\`specialities_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_treatments_id_idx\` ON \`payload_locked_documents_rels\` (\`treatments_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_doctors_id_idx\` ON \`payload_locked_documents_rels\` (\`doctors_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_facilities_id_idx\` ON \`payload_locked_documents_rels\` (\`facilities_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(sql`DROP INDEX \`users_active_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`time_zone\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`active\`;`)
}

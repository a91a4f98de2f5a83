import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { backfillDeskFields } from '../../collections/appointmentDesk'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`patient_name\` text;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`patient_email\` text;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`patient_phone\` text;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`patient_country_id\` integer REFERENCES countries(id);`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`patient_language\` text;`)
  await db.run(sql`ALTER TABLE \`appointments\` ADD \`provider_id\` integer REFERENCES providers(id);`)
  await db.run(sql`CREATE INDEX \`appointments_patient_name_idx\` ON \`appointments\` (\`patient_name\`);`)
  await db.run(sql`CREATE INDEX \`appointments_patient_email_idx\` ON \`appointments\` (\`patient_email\`);`)
  await db.run(sql`CREATE INDEX \`appointments_patient_phone_idx\` ON \`appointments\` (\`patient_phone\`);`)
  await db.run(sql`CREATE INDEX \`appointments_patient_country_idx\` ON \`appointments\` (\`patient_country_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_provider_idx\` ON \`appointments\` (\`provider_id\`);`)
  // Appointments made before the desk's copies existed get them now.
  await backfillDeskFields(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`doctor_id\` integer NOT NULL,
  	\`appointment_date\` text NOT NULL,
  	\`duration_minutes\` numeric DEFAULT 30,
  	\`status\` text DEFAULT 'PENDING' NOT NULL,
  	\`status_reason\` text,
  	\`reschedule_count\` numeric DEFAULT 0,
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
  await db.run(sql`INSERT INTO \`__new_appointments\`("id", "user_id", "doctor_id", "appointment_date", "duration_minutes", "status", "status_reason", "reschedule_count", "lang", "patient_time_zone", "notes", "consent_at", "slot_key", "travel_preferences_is_flight_selected", "travel_preferences_flight_adulttravellers", "travel_preferences_flight_infanttravellers", "travel_preferences_flight_class", "travel_preferences_flight_otherpreferences", "travel_preferences_is_accommodation_selected", "travel_preferences_accomodation_proximity", "travel_preferences_accomodation_stars", "travel_preferences_accomodation_guests", "travel_preferences_accomodation_rooms", "travel_preferences_accomodation_beds", "travel_preferences_accomodation_otherpreferences", "travel_preferences_is_transport_selected", "travel_preferences_transport_carclass", "travel_preferences_transport_biscuit", "travel_preferences_is_translation_selected", "travel_preferences_translation_langfrom", "travel_preferences_is_tourist_selected", "travel_preferences_preference_questions", "travel_preferences_submitted_at", "updated_at", "created_at") SELECT "id", "user_id", "doctor_id", "appointment_date", "duration_minutes", "status", "status_reason", "reschedule_count", "lang", "patient_time_zone", "notes", "consent_at", "slot_key", "travel_preferences_is_flight_selected", "travel_preferences_flight_adulttravellers", "travel_preferences_flight_infanttravellers", "travel_preferences_flight_class", "travel_preferences_flight_otherpreferences", "travel_preferences_is_accommodation_selected", "travel_preferences_accomodation_proximity", "travel_preferences_accomodation_stars", "travel_preferences_accomodation_guests", "travel_preferences_accomodation_rooms", "travel_preferences_accomodation_beds", "travel_preferences_accomodation_otherpreferences", "travel_preferences_is_transport_selected", "travel_preferences_transport_carclass", "travel_preferences_transport_biscuit", "travel_preferences_is_translation_selected", "travel_preferences_translation_langfrom", "travel_preferences_is_tourist_selected", "travel_preferences_preference_questions", "travel_preferences_submitted_at", "updated_at", "created_at" FROM \`appointments\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`ALTER TABLE \`__new_appointments\` RENAME TO \`appointments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`appointments_user_idx\` ON \`appointments\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_doctor_idx\` ON \`appointments\` (\`doctor_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_appointment_date_idx\` ON \`appointments\` (\`appointment_date\`);`)
  await db.run(sql`CREATE INDEX \`appointments_status_idx\` ON \`appointments\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`appointments_slot_key_idx\` ON \`appointments\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`user_appointmentDate_idx\` ON \`appointments\` (\`user_id\`,\`appointment_date\`);`)
  await db.run(sql`CREATE INDEX \`doctor_appointmentDate_idx\` ON \`appointments\` (\`doctor_id\`,\`appointment_date\`);`)
}

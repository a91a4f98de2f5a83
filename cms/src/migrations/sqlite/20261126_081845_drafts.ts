import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_banner_id\` integer,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_section\` text DEFAULT 'general',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_banner_idx\` ON \`_pages_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_intro\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_providers_v_version_certifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_providers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_providers_v_version_certifications_order_idx\` ON \`_providers_v_version_certifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_certifications_parent_id_idx\` ON \`_providers_v_version_certifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_certifications_locale_idx\` ON \`_providers_v_version_certifications\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_excellence_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_providers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_excellence_v_order_idx\` ON \`_excellence_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_excellence_v_parent_id_idx\` ON \`_excellence_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_excellence_v_locale_idx\` ON \`_excellence_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_providers_v_version_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_providers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_providers_v_version_figures_order_idx\` ON \`_providers_v_version_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_figures_parent_id_idx\` ON \`_providers_v_version_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_figures_locale_idx\` ON \`_providers_v_version_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_treat_lists_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_treat_lists_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_treat_lists_v_items_order_idx\` ON \`_treat_lists_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_treat_lists_v_items_parent_id_idx\` ON \`_treat_lists_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_treat_lists_v_items_locale_idx\` ON \`_treat_lists_v_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_treat_lists_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_providers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_treat_lists_v_order_idx\` ON \`_treat_lists_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_treat_lists_v_parent_id_idx\` ON \`_treat_lists_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_treat_lists_v_locale_idx\` ON \`_treat_lists_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_providers_v_version_icons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_providers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_providers_v_version_icons_order_idx\` ON \`_providers_v_version_icons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_icons_parent_idx\` ON \`_providers_v_version_icons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_providers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_speciality_id\` integer,
  	\`version_rating\` numeric,
  	\`version_price_range\` text,
  	\`version_lat\` numeric,
  	\`version_lng\` numeric,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_speciality_id\`) REFERENCES \`specialities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_providers_v_parent_idx\` ON \`_providers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_version_image_idx\` ON \`_providers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_version_speciality_idx\` ON \`_providers_v\` (\`version_speciality_id\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_version_slug_idx\` ON \`_providers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_version_updated_at_idx\` ON \`_providers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_version_created_at_idx\` ON \`_providers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_version__status_idx\` ON \`_providers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_created_at_idx\` ON \`_providers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_updated_at_idx\` ON \`_providers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_snapshot_idx\` ON \`_providers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_published_locale_idx\` ON \`_providers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_latest_idx\` ON \`_providers_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_providers_v_autosave_idx\` ON \`_providers_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_providers_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_brief\` text,
  	\`version_content\` text,
  	\`version_total_reviews\` numeric,
  	\`version_total_rating\` numeric,
  	\`version_address\` text,
  	\`version_next_available\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_providers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_providers_v_locales_locale_parent_id_unique\` ON \`_providers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_reviews_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_provider_id\` integer,
  	\`version_language\` text,
  	\`version_author_name\` text,
  	\`version_rating\` numeric,
  	\`version_relative_time_description\` text,
  	\`version_text\` text,
  	\`version_time\` text,
  	\`version_location_name\` text,
  	\`version_location_type\` text,
  	\`version_location_area\` text,
  	\`version_review_link\` text,
  	\`version_external_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_provider_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_reviews_v_parent_idx\` ON \`_reviews_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_provider_idx\` ON \`_reviews_v\` (\`version_provider_id\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_language_idx\` ON \`_reviews_v\` (\`version_language\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_external_id_idx\` ON \`_reviews_v\` (\`version_external_id\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_updated_at_idx\` ON \`_reviews_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version_created_at_idx\` ON \`_reviews_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_version_version__status_idx\` ON \`_reviews_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_created_at_idx\` ON \`_reviews_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_updated_at_idx\` ON \`_reviews_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_snapshot_idx\` ON \`_reviews_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_published_locale_idx\` ON \`_reviews_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_latest_idx\` ON \`_reviews_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_reviews_v_autosave_idx\` ON \`_reviews_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_order_idx\` ON \`_faqs_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_autosave_idx\` ON \`_faqs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faqs_v_locales_locale_parent_id_unique\` ON \`_faqs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_preference_questions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_additional_link_link\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`preference_questions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_parent_idx\` ON \`_preference_questions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_version_version_key_idx\` ON \`_preference_questions_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_version_version_updated_at_idx\` ON \`_preference_questions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_version_version_created_at_idx\` ON \`_preference_questions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_version_version__status_idx\` ON \`_preference_questions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_created_at_idx\` ON \`_preference_questions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_updated_at_idx\` ON \`_preference_questions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_snapshot_idx\` ON \`_preference_questions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_published_locale_idx\` ON \`_preference_questions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_latest_idx\` ON \`_preference_questions_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_preference_questions_v_autosave_idx\` ON \`_preference_questions_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_preference_questions_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_additional_link_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_preference_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_preference_questions_v_locales_locale_parent_id_unique\` ON \`_preference_questions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_sub_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`text_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_sub_items_order_idx\` ON \`_navigation_v_version_items_sub_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_sub_items_parent_id_idx\` ON \`_navigation_v_version_items_sub_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_sub_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items_sub_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_items_sub_items_locales_locale_parent_\` ON \`_navigation_v_version_items_sub_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`text_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_order_idx\` ON \`_navigation_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_parent_id_idx\` ON \`_navigation_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_items_locales_locale_parent_id_unique\` ON \`_navigation_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_start_now_visible\` integer DEFAULT false,
  	\`version_start_now_path\` text DEFAULT 'treatments',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version__status_idx\` ON \`_navigation_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_snapshot_idx\` ON \`_navigation_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_published_locale_idx\` ON \`_navigation_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_latest_idx\` ON \`_navigation_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_autosave_idx\` ON \`_navigation_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_locales\` (
  	\`version_start_now_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_locales_locale_parent_id_unique\` ON \`_navigation_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_claims\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_claims_order_idx\` ON \`_footer_v_version_claims\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_claims_parent_id_idx\` ON \`_footer_v_version_claims\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_claims_locale_idx\` ON \`_footer_v_version_claims\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_links_order_idx\` ON \`_footer_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_links_parent_id_idx\` ON \`_footer_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v_version_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_v_version_links_locales_locale_parent_id_unique\` ON \`_footer_v_version_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version__status_idx\` ON \`_footer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_snapshot_idx\` ON \`_footer_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_published_locale_idx\` ON \`_footer_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_latest_idx\` ON \`_footer_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_autosave_idx\` ON \`_footer_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_locales\` (
  	\`version_powered_by\` text,
  	\`version_copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_v_locales_locale_parent_id_unique\` ON \`_footer_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_social_links_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	\`arabic_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_social_links_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_links_order_idx\` ON \`_social_links_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_links_parent_id_idx\` ON \`_social_links_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_social_links_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version__status_idx\` ON \`_social_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_created_at_idx\` ON \`_social_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_updated_at_idx\` ON \`_social_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_snapshot_idx\` ON \`_social_links_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_published_locale_idx\` ON \`_social_links_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_latest_idx\` ON \`_social_links_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_autosave_idx\` ON \`_social_links_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_svc_opts_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_svc_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_svc_opts_v_order_idx\` ON \`_svc_opts_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_svc_opts_v_parent_id_idx\` ON \`_svc_opts_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_svc_opts_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_svc_opts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_svc_opts_v_locales_locale_parent_id_unique\` ON \`_svc_opts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_svc_fields_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`kind\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_travel_services_v_version_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_svc_fields_v_order_idx\` ON \`_svc_fields_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_svc_fields_v_parent_id_idx\` ON \`_svc_fields_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_svc_fields_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_svc_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_svc_fields_v_locales_locale_parent_id_unique\` ON \`_svc_fields_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_travel_services_v_version_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`selection_flag\` text,
  	\`banner_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_travel_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_travel_services_v_version_packages_order_idx\` ON \`_travel_services_v_version_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_travel_services_v_version_packages_parent_id_idx\` ON \`_travel_services_v_version_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_travel_services_v_version_packages_banner_idx\` ON \`_travel_services_v_version_packages\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`_travel_services_v_version_packages_locales\` (
  	\`title\` text,
  	\`prompt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_travel_services_v_version_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_travel_services_v_version_packages_locales_locale_parent_id\` ON \`_travel_services_v_version_packages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_travel_services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_travel_services_v_version_version__status_idx\` ON \`_travel_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_travel_services_v_created_at_idx\` ON \`_travel_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_travel_services_v_updated_at_idx\` ON \`_travel_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_travel_services_v_snapshot_idx\` ON \`_travel_services_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_travel_services_v_published_locale_idx\` ON \`_travel_services_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_travel_services_v_latest_idx\` ON \`_travel_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_travel_services_v_autosave_idx\` ON \`_travel_services_v\` (\`autosave\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_id\` integer,
  	\`slug\` text,
  	\`path\` text,
  	\`section\` text DEFAULT 'general',
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "banner_id", "slug", "path", "section", "order", "updated_at", "created_at", "_status") SELECT "id", "banner_id", "slug", "path", "section", "order", "updated_at", "created_at", 'published' FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_banner_idx\` ON \`pages\` (\`banner_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`intro\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "description", "intro", "body", "id", "_locale", "_parent_id") SELECT "title", "description", "intro", "body", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_providers_certifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_providers_certifications\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`providers_certifications\`;`)
  await db.run(sql`DROP TABLE \`providers_certifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_providers_certifications\` RENAME TO \`providers_certifications\`;`)
  await db.run(sql`CREATE INDEX \`providers_certifications_order_idx\` ON \`providers_certifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`providers_certifications_parent_id_idx\` ON \`providers_certifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`providers_certifications_locale_idx\` ON \`providers_certifications\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_excellence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_excellence\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`excellence\`;`)
  await db.run(sql`DROP TABLE \`excellence\`;`)
  await db.run(sql`ALTER TABLE \`__new_excellence\` RENAME TO \`excellence\`;`)
  await db.run(sql`CREATE INDEX \`excellence_order_idx\` ON \`excellence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`excellence_parent_id_idx\` ON \`excellence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`excellence_locale_idx\` ON \`excellence\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_providers_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_providers_figures\`("_order", "_parent_id", "_locale", "id", "key", "value", "label") SELECT "_order", "_parent_id", "_locale", "id", "key", "value", "label" FROM \`providers_figures\`;`)
  await db.run(sql`DROP TABLE \`providers_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_providers_figures\` RENAME TO \`providers_figures\`;`)
  await db.run(sql`CREATE INDEX \`providers_figures_order_idx\` ON \`providers_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`providers_figures_parent_id_idx\` ON \`providers_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`providers_figures_locale_idx\` ON \`providers_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_treat_lists_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`treat_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_treat_lists_items\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`treat_lists_items\`;`)
  await db.run(sql`DROP TABLE \`treat_lists_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_treat_lists_items\` RENAME TO \`treat_lists_items\`;`)
  await db.run(sql`CREATE INDEX \`treat_lists_items_order_idx\` ON \`treat_lists_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`treat_lists_items_parent_id_idx\` ON \`treat_lists_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`treat_lists_items_locale_idx\` ON \`treat_lists_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_treat_lists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_treat_lists\`("_order", "_parent_id", "_locale", "id", "title") SELECT "_order", "_parent_id", "_locale", "id", "title" FROM \`treat_lists\`;`)
  await db.run(sql`DROP TABLE \`treat_lists\`;`)
  await db.run(sql`ALTER TABLE \`__new_treat_lists\` RENAME TO \`treat_lists\`;`)
  await db.run(sql`CREATE INDEX \`treat_lists_order_idx\` ON \`treat_lists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`treat_lists_parent_id_idx\` ON \`treat_lists\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`treat_lists_locale_idx\` ON \`treat_lists\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_providers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`speciality_id\` integer,
  	\`rating\` numeric,
  	\`price_range\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`speciality_id\`) REFERENCES \`specialities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_providers\`("id", "image_id", "speciality_id", "rating", "price_range", "lat", "lng", "slug", "order", "updated_at", "created_at", "_status") SELECT "id", "image_id", "speciality_id", "rating", "price_range", "lat", "lng", "slug", "order", "updated_at", "created_at", 'published' FROM \`providers\`;`)
  await db.run(sql`DROP TABLE \`providers\`;`)
  await db.run(sql`ALTER TABLE \`__new_providers\` RENAME TO \`providers\`;`)
  await db.run(sql`CREATE INDEX \`providers_image_idx\` ON \`providers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`providers_speciality_idx\` ON \`providers\` (\`speciality_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`providers_slug_idx\` ON \`providers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`providers_updated_at_idx\` ON \`providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`providers_created_at_idx\` ON \`providers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`providers__status_idx\` ON \`providers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_providers_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`brief\` text,
  	\`content\` text,
  	\`total_reviews\` numeric,
  	\`total_rating\` numeric,
  	\`address\` text,
  	\`next_available\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_providers_locales\`("name", "description", "brief", "content", "total_reviews", "total_rating", "address", "next_available", "id", "_locale", "_parent_id") SELECT "name", "description", "brief", "content", "total_reviews", "total_rating", "address", "next_available", "id", "_locale", "_parent_id" FROM \`providers_locales\`;`)
  await db.run(sql`DROP TABLE \`providers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_providers_locales\` RENAME TO \`providers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`providers_locales_locale_parent_id_unique\` ON \`providers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider_id\` integer,
  	\`language\` text,
  	\`author_name\` text,
  	\`rating\` numeric,
  	\`relative_time_description\` text,
  	\`text\` text,
  	\`time\` text,
  	\`location_name\` text,
  	\`location_type\` text,
  	\`location_area\` text,
  	\`review_link\` text,
  	\`external_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`provider_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reviews\`("id", "provider_id", "language", "author_name", "rating", "relative_time_description", "text", "time", "location_name", "location_type", "location_area", "review_link", "external_id", "updated_at", "created_at", "_status") SELECT "id", "provider_id", "language", "author_name", "rating", "relative_time_description", "text", "time", "location_name", "location_type", "location_area", "review_link", "external_id", "updated_at", "created_at", 'published' FROM \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews\` RENAME TO \`reviews\`;`)
  await db.run(sql`CREATE INDEX \`reviews_provider_idx\` ON \`reviews\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_language_idx\` ON \`reviews\` (\`language\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_external_id_idx\` ON \`reviews\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews__status_idx\` ON \`reviews\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "order", "updated_at", "created_at", "_status") SELECT "id", "order", "updated_at", "created_at", 'published' FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_locales\` RENAME TO \`faqs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_preference_questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`additional_link_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_preference_questions\`("id", "key", "additional_link_link", "updated_at", "created_at", "_status") SELECT "id", "key", "additional_link_link", "updated_at", "created_at", 'published' FROM \`preference_questions\`;`)
  await db.run(sql`DROP TABLE \`preference_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new_preference_questions\` RENAME TO \`preference_questions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`preference_questions_key_idx\` ON \`preference_questions\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`preference_questions_updated_at_idx\` ON \`preference_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`preference_questions_created_at_idx\` ON \`preference_questions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`preference_questions__status_idx\` ON \`preference_questions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_preference_questions_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`additional_link_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`preference_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_preference_questions_locales\`("title", "description", "additional_link_name", "id", "_locale", "_parent_id") SELECT "title", "description", "additional_link_name", "id", "_locale", "_parent_id" FROM \`preference_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`preference_questions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_preference_questions_locales\` RENAME TO \`preference_questions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`preference_questions_locales_locale_parent_id_unique\` ON \`preference_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_sub_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`text_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_sub_items\`("_order", "_parent_id", "id", "path", "text_id") SELECT "_order", "_parent_id", "id", "path", "text_id" FROM \`navigation_items_sub_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_sub_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_sub_items\` RENAME TO \`navigation_items_sub_items\`;`)
  await db.run(sql`CREATE INDEX \`navigation_items_sub_items_order_idx\` ON \`navigation_items_sub_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_sub_items_parent_id_idx\` ON \`navigation_items_sub_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_sub_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_sub_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_sub_items_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_items_sub_items_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_sub_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_sub_items_locales\` RENAME TO \`navigation_items_sub_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_sub_items_locales_locale_parent_id_unique\` ON \`navigation_items_sub_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`text_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items\`("_order", "_parent_id", "id", "path", "text_id") SELECT "_order", "_parent_id", "id", "path", "text_id" FROM \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items\` RENAME TO \`navigation_items\`;`)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_locales\` RENAME TO \`navigation_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_locales_locale_parent_id_unique\` ON \`navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_claims\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_claims\`("_order", "_parent_id", "_locale", "id", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "title", "text" FROM \`footer_claims\`;`)
  await db.run(sql`DROP TABLE \`footer_claims\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_claims\` RENAME TO \`footer_claims\`;`)
  await db.run(sql`CREATE INDEX \`footer_claims_order_idx\` ON \`footer_claims\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_claims_parent_id_idx\` ON \`footer_claims\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_claims_locale_idx\` ON \`footer_claims\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_links\`("_order", "_parent_id", "id", "path") SELECT "_order", "_parent_id", "id", "path" FROM \`footer_links\`;`)
  await db.run(sql`DROP TABLE \`footer_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_links\` RENAME TO \`footer_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_links_order_idx\` ON \`footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_links_parent_id_idx\` ON \`footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_links_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`footer_links_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_links_locales\` RENAME TO \`footer_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_links_locales_locale_parent_id_unique\` ON \`footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_locales\` (
  	\`powered_by\` text,
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_locales\`("powered_by", "copyright", "id", "_locale", "_parent_id") SELECT "powered_by", "copyright", "id", "_locale", "_parent_id" FROM \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_locales\` RENAME TO \`footer_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_social_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	\`arabic_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_social_links_links\`("_order", "_parent_id", "id", "network", "url", "arabic_url") SELECT "_order", "_parent_id", "id", "network", "url", "arabic_url" FROM \`social_links_links\`;`)
  await db.run(sql`DROP TABLE \`social_links_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_social_links_links\` RENAME TO \`social_links_links\`;`)
  await db.run(sql`CREATE INDEX \`social_links_links_order_idx\` ON \`social_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`social_links_links_parent_id_idx\` ON \`social_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_svc_opts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`svc_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_svc_opts\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`svc_opts\`;`)
  await db.run(sql`DROP TABLE \`svc_opts\`;`)
  await db.run(sql`ALTER TABLE \`__new_svc_opts\` RENAME TO \`svc_opts\`;`)
  await db.run(sql`CREATE INDEX \`svc_opts_order_idx\` ON \`svc_opts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`svc_opts_parent_id_idx\` ON \`svc_opts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_svc_opts_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`svc_opts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_svc_opts_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`svc_opts_locales\`;`)
  await db.run(sql`DROP TABLE \`svc_opts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_svc_opts_locales\` RENAME TO \`svc_opts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`svc_opts_locales_locale_parent_id_unique\` ON \`svc_opts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_svc_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`kind\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`min\` numeric,
  	\`max\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`travel_services_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_svc_fields\`("_order", "_parent_id", "id", "name", "kind", "required", "min", "max") SELECT "_order", "_parent_id", "id", "name", "kind", "required", "min", "max" FROM \`svc_fields\`;`)
  await db.run(sql`DROP TABLE \`svc_fields\`;`)
  await db.run(sql`ALTER TABLE \`__new_svc_fields\` RENAME TO \`svc_fields\`;`)
  await db.run(sql`CREATE INDEX \`svc_fields_order_idx\` ON \`svc_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`svc_fields_parent_id_idx\` ON \`svc_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_svc_fields_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`svc_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_svc_fields_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`svc_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`svc_fields_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_svc_fields_locales\` RENAME TO \`svc_fields_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`svc_fields_locales_locale_parent_id_unique\` ON \`svc_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_travel_services_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`selection_flag\` text,
  	\`banner_id\` integer,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`travel_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_travel_services_packages\`("_order", "_parent_id", "id", "key", "selection_flag", "banner_id") SELECT "_order", "_parent_id", "id", "key", "selection_flag", "banner_id" FROM \`travel_services_packages\`;`)
  await db.run(sql`DROP TABLE \`travel_services_packages\`;`)
  await db.run(sql`ALTER TABLE \`__new_travel_services_packages\` RENAME TO \`travel_services_packages\`;`)
  await db.run(sql`CREATE INDEX \`travel_services_packages_order_idx\` ON \`travel_services_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`travel_services_packages_parent_id_idx\` ON \`travel_services_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`travel_services_packages_banner_idx\` ON \`travel_services_packages\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_travel_services_packages_locales\` (
  	\`title\` text,
  	\`prompt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`travel_services_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_travel_services_packages_locales\`("title", "prompt", "id", "_locale", "_parent_id") SELECT "title", "prompt", "id", "_locale", "_parent_id" FROM \`travel_services_packages_locales\`;`)
  await db.run(sql`DROP TABLE \`travel_services_packages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_travel_services_packages_locales\` RENAME TO \`travel_services_packages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`travel_services_packages_locales_locale_parent_id_unique\` ON \`travel_services_packages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`navigation__status_idx\` ON \`navigation\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`footer__status_idx\` ON \`footer\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`social_links\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`social_links__status_idx\` ON \`social_links\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`travel_services\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`travel_services__status_idx\` ON \`travel_services\` (\`_status\`);`)
  // drizzle-kit turned the checks back on after the first rebuilt table: the later DROP TABLEs
  // would then delete (or null) the rows that refer to them. They stay off until all are rebuilt.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  // Everything on the site before drafts existed was live: it stays published.
  await db.run(sql`UPDATE \`pages\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`providers\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`reviews\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`faqs\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`preference_questions\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`navigation\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`footer\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`social_links\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`travel_services\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_providers_v_version_certifications\`;`)
  await db.run(sql`DROP TABLE \`_excellence_v\`;`)
  await db.run(sql`DROP TABLE \`_providers_v_version_figures\`;`)
  await db.run(sql`DROP TABLE \`_treat_lists_v_items\`;`)
  await db.run(sql`DROP TABLE \`_treat_lists_v\`;`)
  await db.run(sql`DROP TABLE \`_providers_v_version_icons\`;`)
  await db.run(sql`DROP TABLE \`_providers_v\`;`)
  await db.run(sql`DROP TABLE \`_providers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_reviews_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_preference_questions_v\`;`)
  await db.run(sql`DROP TABLE \`_preference_questions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_sub_items\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_sub_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_claims\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_social_links_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_social_links_v\`;`)
  await db.run(sql`DROP TABLE \`_svc_opts_v\`;`)
  await db.run(sql`DROP TABLE \`_svc_opts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_svc_fields_v\`;`)
  await db.run(sql`DROP TABLE \`_svc_fields_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_travel_services_v_version_packages\`;`)
  await db.run(sql`DROP TABLE \`_travel_services_v_version_packages_locales\`;`)
  await db.run(sql`DROP TABLE \`_travel_services_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_id\` integer,
  	\`slug\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`section\` text DEFAULT 'general' NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "banner_id", "slug", "path", "section", "order", "updated_at", "created_at") SELECT "id", "banner_id", "slug", "path", "section", "order", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_banner_idx\` ON \`pages\` (\`banner_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_providers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`speciality_id\` integer,
  	\`rating\` numeric,
  	\`price_range\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`speciality_id\`) REFERENCES \`specialities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_providers\`("id", "image_id", "speciality_id", "rating", "price_range", "lat", "lng", "slug", "order", "updated_at", "created_at") SELECT "id", "image_id", "speciality_id", "rating", "price_range", "lat", "lng", "slug", "order", "updated_at", "created_at" FROM \`providers\`;`)
  await db.run(sql`DROP TABLE \`providers\`;`)
  await db.run(sql`ALTER TABLE \`__new_providers\` RENAME TO \`providers\`;`)
  await db.run(sql`CREATE INDEX \`providers_image_idx\` ON \`providers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`providers_speciality_idx\` ON \`providers\` (\`speciality_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`providers_slug_idx\` ON \`providers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`providers_updated_at_idx\` ON \`providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`providers_created_at_idx\` ON \`providers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider_id\` integer NOT NULL,
  	\`language\` text NOT NULL,
  	\`author_name\` text NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`relative_time_description\` text,
  	\`text\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`location_name\` text,
  	\`location_type\` text,
  	\`location_area\` text,
  	\`review_link\` text,
  	\`external_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`provider_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reviews\`("id", "provider_id", "language", "author_name", "rating", "relative_time_description", "text", "time", "location_name", "location_type", "location_area", "review_link", "external_id", "updated_at", "created_at") SELECT "id", "provider_id", "language", "author_name", "rating", "relative_time_description", "text", "time", "location_name", "location_type", "location_area", "review_link", "external_id", "updated_at", "created_at" FROM \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews\` RENAME TO \`reviews\`;`)
  await db.run(sql`CREATE INDEX \`reviews_provider_idx\` ON \`reviews\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_language_idx\` ON \`reviews\` (\`language\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_external_id_idx\` ON \`reviews\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "order", "updated_at", "created_at") SELECT "id", "order", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_preference_questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`additional_link_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_preference_questions\`("id", "key", "additional_link_link", "updated_at", "created_at") SELECT "id", "key", "additional_link_link", "updated_at", "created_at" FROM \`preference_questions\`;`)
  await db.run(sql`DROP TABLE \`preference_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new_preference_questions\` RENAME TO \`preference_questions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`preference_questions_key_idx\` ON \`preference_questions\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`preference_questions_updated_at_idx\` ON \`preference_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`preference_questions_created_at_idx\` ON \`preference_questions\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`navigation__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`footer__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`social_links__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`social_links\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`travel_services__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`travel_services\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`intro\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "description", "intro", "body", "id", "_locale", "_parent_id") SELECT "title", "description", "intro", "body", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_providers_certifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_providers_certifications\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`providers_certifications\`;`)
  await db.run(sql`DROP TABLE \`providers_certifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_providers_certifications\` RENAME TO \`providers_certifications\`;`)
  await db.run(sql`CREATE INDEX \`providers_certifications_order_idx\` ON \`providers_certifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`providers_certifications_parent_id_idx\` ON \`providers_certifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`providers_certifications_locale_idx\` ON \`providers_certifications\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_excellence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_excellence\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`excellence\`;`)
  await db.run(sql`DROP TABLE \`excellence\`;`)
  await db.run(sql`ALTER TABLE \`__new_excellence\` RENAME TO \`excellence\`;`)
  await db.run(sql`CREATE INDEX \`excellence_order_idx\` ON \`excellence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`excellence_parent_id_idx\` ON \`excellence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`excellence_locale_idx\` ON \`excellence\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_providers_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_providers_figures\`("_order", "_parent_id", "_locale", "id", "key", "value", "label") SELECT "_order", "_parent_id", "_locale", "id", "key", "value", "label" FROM \`providers_figures\`;`)
  await db.run(sql`DROP TABLE \`providers_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_providers_figures\` RENAME TO \`providers_figures\`;`)
  await db.run(sql`CREATE INDEX \`providers_figures_order_idx\` ON \`providers_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`providers_figures_parent_id_idx\` ON \`providers_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`providers_figures_locale_idx\` ON \`providers_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_treat_lists_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`treat_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_treat_lists_items\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`treat_lists_items\`;`)
  await db.run(sql`DROP TABLE \`treat_lists_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_treat_lists_items\` RENAME TO \`treat_lists_items\`;`)
  await db.run(sql`CREATE INDEX \`treat_lists_items_order_idx\` ON \`treat_lists_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`treat_lists_items_parent_id_idx\` ON \`treat_lists_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`treat_lists_items_locale_idx\` ON \`treat_lists_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_treat_lists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_treat_lists\`("_order", "_parent_id", "_locale", "id", "title") SELECT "_order", "_parent_id", "_locale", "id", "title" FROM \`treat_lists\`;`)
  await db.run(sql`DROP TABLE \`treat_lists\`;`)
  await db.run(sql`ALTER TABLE \`__new_treat_lists\` RENAME TO \`treat_lists\`;`)
  await db.run(sql`CREATE INDEX \`treat_lists_order_idx\` ON \`treat_lists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`treat_lists_parent_id_idx\` ON \`treat_lists\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`treat_lists_locale_idx\` ON \`treat_lists\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_providers_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`brief\` text,
  	\`content\` text,
  	\`total_reviews\` numeric,
  	\`total_rating\` numeric,
  	\`address\` text,
  	\`next_available\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_providers_locales\`("name", "description", "brief", "content", "total_reviews", "total_rating", "address", "next_available", "id", "_locale", "_parent_id") SELECT "name", "description", "brief", "content", "total_reviews", "total_rating", "address", "next_available", "id", "_locale", "_parent_id" FROM \`providers_locales\`;`)
  await db.run(sql`DROP TABLE \`providers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_providers_locales\` RENAME TO \`providers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`providers_locales_locale_parent_id_unique\` ON \`providers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_locales\` RENAME TO \`faqs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_preference_questions_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`additional_link_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`preference_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_preference_questions_locales\`("title", "description", "additional_link_name", "id", "_locale", "_parent_id") SELECT "title", "description", "additional_link_name", "id", "_locale", "_parent_id" FROM \`preference_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`preference_questions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_preference_questions_locales\` RENAME TO \`preference_questions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`preference_questions_locales_locale_parent_id_unique\` ON \`preference_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_sub_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`text_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_sub_items\`("_order", "_parent_id", "id", "path", "text_id") SELECT "_order", "_parent_id", "id", "path", "text_id" FROM \`navigation_items_sub_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_sub_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_sub_items\` RENAME TO \`navigation_items_sub_items\`;`)
  await db.run(sql`CREATE INDEX \`navigation_items_sub_items_order_idx\` ON \`navigation_items_sub_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_sub_items_parent_id_idx\` ON \`navigation_items_sub_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_sub_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_sub_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_sub_items_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_items_sub_items_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_sub_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_sub_items_locales\` RENAME TO \`navigation_items_sub_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_sub_items_locales_locale_parent_id_unique\` ON \`navigation_items_sub_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`text_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items\`("_order", "_parent_id", "id", "path", "text_id") SELECT "_order", "_parent_id", "id", "path", "text_id" FROM \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items\` RENAME TO \`navigation_items\`;`)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_locales\` RENAME TO \`navigation_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_locales_locale_parent_id_unique\` ON \`navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_claims\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_claims\`("_order", "_parent_id", "_locale", "id", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "title", "text" FROM \`footer_claims\`;`)
  await db.run(sql`DROP TABLE \`footer_claims\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_claims\` RENAME TO \`footer_claims\`;`)
  await db.run(sql`CREATE INDEX \`footer_claims_order_idx\` ON \`footer_claims\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_claims_parent_id_idx\` ON \`footer_claims\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_claims_locale_idx\` ON \`footer_claims\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_links\`("_order", "_parent_id", "id", "path") SELECT "_order", "_parent_id", "id", "path" FROM \`footer_links\`;`)
  await db.run(sql`DROP TABLE \`footer_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_links\` RENAME TO \`footer_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_links_order_idx\` ON \`footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_links_parent_id_idx\` ON \`footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_links_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`footer_links_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_links_locales\` RENAME TO \`footer_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_links_locales_locale_parent_id_unique\` ON \`footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_locales\` (
  	\`powered_by\` text NOT NULL,
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_locales\`("powered_by", "copyright", "id", "_locale", "_parent_id") SELECT "powered_by", "copyright", "id", "_locale", "_parent_id" FROM \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_locales\` RENAME TO \`footer_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_social_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`arabic_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_social_links_links\`("_order", "_parent_id", "id", "network", "url", "arabic_url") SELECT "_order", "_parent_id", "id", "network", "url", "arabic_url" FROM \`social_links_links\`;`)
  await db.run(sql`DROP TABLE \`social_links_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_social_links_links\` RENAME TO \`social_links_links\`;`)
  await db.run(sql`CREATE INDEX \`social_links_links_order_idx\` ON \`social_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`social_links_links_parent_id_idx\` ON \`social_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_svc_opts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`svc_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_svc_opts\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`svc_opts\`;`)
  await db.run(sql`DROP TABLE \`svc_opts\`;`)
  await db.run(sql`ALTER TABLE \`__new_svc_opts\` RENAME TO \`svc_opts\`;`)
  await db.run(sql`CREATE INDEX \`svc_opts_order_idx\` ON \`svc_opts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`svc_opts_parent_id_idx\` ON \`svc_opts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_svc_opts_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`svc_opts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_svc_opts_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`svc_opts_locales\`;`)
  await db.run(sql`DROP TABLE \`svc_opts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_svc_opts_locales\` RENAME TO \`svc_opts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`svc_opts_locales_locale_parent_id_unique\` ON \`svc_opts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_svc_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'text' NOT NULL,
  	\`required\` integer DEFAULT false,
  	\`min\` numeric,
  	\`max\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`travel_services_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_svc_fields\`("_order", "_parent_id", "id", "name", "kind", "required", "min", "max") SELECT "_order", "_parent_id", "id", "name", "kind", "required", "min", "max" FROM \`svc_fields\`;`)
  await db.run(sql`DROP TABLE \`svc_fields\`;`)
  await db.run(sql`ALTER TABLE \`__new_svc_fields\` RENAME TO \`svc_fields\`;`)
  await db.run(sql`CREATE INDEX \`svc_fields_order_idx\` ON \`svc_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`svc_fields_parent_id_idx\` ON \`svc_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_svc_fields_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`svc_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_svc_fields_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`svc_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`svc_fields_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_svc_fields_locales\` RENAME TO \`svc_fields_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`svc_fields_locales_locale_parent_id_unique\` ON \`svc_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_travel_services_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`selection_flag\` text NOT NULL,
  	\`banner_id\` integer,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`travel_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_travel_services_packages\`("_order", "_parent_id", "id", "key", "selection_flag", "banner_id") SELECT "_order", "_parent_id", "id", "key", "selection_flag", "banner_id" FROM \`travel_services_packages\`;`)
  await db.run(sql`DROP TABLE \`travel_services_packages\`;`)
  await db.run(sql`ALTER TABLE \`__new_travel_services_packages\` RENAME TO \`travel_services_packages\`;`)
  await db.run(sql`CREATE INDEX \`travel_services_packages_order_idx\` ON \`travel_services_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`travel_services_packages_parent_id_idx\` ON \`travel_services_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`travel_services_packages_banner_idx\` ON \`travel_services_packages\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_travel_services_packages_locales\` (
  	\`title\` text NOT NULL,
  	\`prompt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`travel_services_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_travel_services_packages_locales\`("title", "prompt", "id", "_locale", "_parent_id") SELECT "title", "prompt", "id", "_locale", "_parent_id" FROM \`travel_services_packages_locales\`;`)
  await db.run(sql`DROP TABLE \`travel_services_packages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_travel_services_packages_locales\` RENAME TO \`travel_services_packages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`travel_services_packages_locales_locale_parent_id_unique\` ON \`travel_services_packages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

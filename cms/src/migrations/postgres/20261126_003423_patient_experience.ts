import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { repairAttachmentNames } from '../repairFileNames'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_doctors_consultation_fee_currency" AS ENUM('EUR', 'USD', 'GBP', 'TRY');
  CREATE TABLE "contact_channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_channels_locales" (
  	"phone" varchar,
  	"whatsapp" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "doctors" ADD COLUMN "consultation_fee_amount" numeric;
  ALTER TABLE "doctors" ADD COLUMN "consultation_fee_currency" "enum_doctors_consultation_fee_currency" DEFAULT 'EUR';
  ALTER TABLE "contact_channels_locales" ADD CONSTRAINT "contact_channels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_channels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "contact_channels_locales_locale_parent_id_unique" ON "contact_channels_locales" USING btree ("_locale","_parent_id");`)
  await repairAttachmentNames(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contact_channels" CASCADE;
  DROP TABLE "contact_channels_locales" CASCADE;
  ALTER TABLE "doctors" DROP COLUMN "consultation_fee_amount";
  ALTER TABLE "doctors" DROP COLUMN "consultation_fee_currency";
  DROP TYPE "public"."enum_doctors_consultation_fee_currency";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_providers_figures_key" AS ENUM('founded', 'hospitals', 'cities', 'countries', 'sitesTurkey', 'sitesAbroad', 'employees', 'physicians', 'academicPhysicians', 'medicalStaff', 'supportStaff', 'beds', 'operatingTheatres', 'operatingRooms', 'floors', 'patientsPerYear', 'hairTransplantsPerYear', 'methods', 'yearsExperience');
  CREATE TYPE "public"."enum__providers_v_version_figures_key" AS ENUM('founded', 'hospitals', 'cities', 'countries', 'sitesTurkey', 'sitesAbroad', 'employees', 'physicians', 'academicPhysicians', 'medicalStaff', 'supportStaff', 'beds', 'operatingTheatres', 'operatingRooms', 'floors', 'patientsPerYear', 'hairTransplantsPerYear', 'methods', 'yearsExperience');
  ALTER TABLE "providers_figures" ALTER COLUMN "key" SET DATA TYPE "public"."enum_providers_figures_key" USING "key"::"public"."enum_providers_figures_key";
  ALTER TABLE "_providers_v_version_figures" ALTER COLUMN "key" SET DATA TYPE "public"."enum__providers_v_version_figures_key" USING "key"::"public"."enum__providers_v_version_figures_key";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "providers_figures" ALTER COLUMN "key" SET DATA TYPE varchar;
  ALTER TABLE "_providers_v_version_figures" ALTER COLUMN "key" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_providers_figures_key";
  DROP TYPE "public"."enum__providers_v_version_figures_key";`)
}

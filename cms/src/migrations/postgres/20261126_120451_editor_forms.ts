import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { ORDERED_TABLES, orderKeys } from '../orderKeys'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_providers_rating_source" AS ENUM('google', 'trustpilot', 'whatclinic', 'patients');
  CREATE TYPE "public"."enum__providers_v_version_rating_source" AS ENUM('google', 'trustpilot', 'whatclinic', 'patients');
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'pages';
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'providers';
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'reviews';
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'faqs';
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'preference-questions';
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'navigation';
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'footer';
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'social-links';
  ALTER TYPE "public"."enum_audit_entries_target_collection" ADD VALUE 'travel-services';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'publish';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'unpublish';
  DROP INDEX "faqs_order_idx";
  DROP INDEX "_faqs_v_version_version_order_idx";
  ALTER TABLE "pages" ADD COLUMN "_order" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "providers" ADD COLUMN "_order" varchar;
  ALTER TABLE "providers" ADD COLUMN "total_reviews" numeric;
  ALTER TABLE "providers" ADD COLUMN "total_rating" numeric;
  ALTER TABLE "providers" ADD COLUMN "rating_source" "enum_providers_rating_source";
  ALTER TABLE "providers" ADD COLUMN "rating_checked_on" timestamp(3) with time zone;
  ALTER TABLE "_providers_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "_providers_v" ADD COLUMN "version_total_reviews" numeric;
  ALTER TABLE "_providers_v" ADD COLUMN "version_total_rating" numeric;
  ALTER TABLE "_providers_v" ADD COLUMN "version_rating_source" "enum__providers_v_version_rating_source";
  ALTER TABLE "_providers_v" ADD COLUMN "version_rating_checked_on" timestamp(3) with time zone;
  ALTER TABLE "faqs" ADD COLUMN "_order" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version__order" varchar;
  CREATE INDEX "pages__order_idx" ON "pages" USING btree ("_order");
  CREATE INDEX "_pages_v_version_version__order_idx" ON "_pages_v" USING btree ("version__order");
  CREATE INDEX "providers__order_idx" ON "providers" USING btree ("_order");
  CREATE INDEX "_providers_v_version_version__order_idx" ON "_providers_v" USING btree ("version__order");
  CREATE INDEX "faqs__order_idx" ON "faqs" USING btree ("_order");
  CREATE INDEX "_faqs_v_version_version__order_idx" ON "_faqs_v" USING btree ("version__order");`)
  // The drag-and-drop order, from the old numbers (../orderKeys.ts); versions take their document's.
  for (const table of ORDERED_TABLES) {
    const { rows } = await db.execute(sql.raw(`SELECT id FROM "${table}" ORDER BY "order", id`))
    for (const { id, key } of orderKeys(rows.map((r) => Number((r as { id: number }).id))))
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET "_order" = ${key} WHERE id = ${id}`)
    await db.execute(
      sql.raw(`UPDATE "_${table}_v" v SET "version__order" = t."_order" FROM "${table}" t WHERE t.id = v.parent_id`),
    )
  }
  // A provider's rating counts: one figure for both languages, the English one (else the Arabic).
  for (const [table, locales, prefix] of [
    ['providers', 'providers_locales', ''],
    ['_providers_v', '_providers_v_locales', 'version_'],
  ] as const) {
    for (const column of ['total_reviews', 'total_rating']) {
      const c = `${prefix}${column}`
      await db.execute(
        sql.raw(
          `UPDATE "${table}" t SET "${c}" = COALESCE(` +
            `(SELECT l."${c}" FROM "${locales}" l WHERE l._parent_id = t.id AND l._locale = 'en'), ` +
            `(SELECT l."${c}" FROM "${locales}" l WHERE l._parent_id = t.id AND l._locale = 'ar'))`,
        ),
      )
    }
  }
  await db.execute(sql`
  ALTER TABLE "pages" DROP COLUMN "order";
  ALTER TABLE "_pages_v" DROP COLUMN "version_order";
  ALTER TABLE "providers" DROP COLUMN "order";
  ALTER TABLE "providers_locales" DROP COLUMN "total_reviews";
  ALTER TABLE "providers_locales" DROP COLUMN "total_rating";
  ALTER TABLE "_providers_v" DROP COLUMN "version_order";
  ALTER TABLE "_providers_v_locales" DROP COLUMN "version_total_reviews";
  ALTER TABLE "_providers_v_locales" DROP COLUMN "version_total_rating";
  ALTER TABLE "reviews" DROP COLUMN "relative_time_description";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_relative_time_description";
  ALTER TABLE "faqs" DROP COLUMN "order";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_order";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_entries" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_target_collection";
  CREATE TYPE "public"."enum_audit_entries_target_collection" AS ENUM('appointments', 'users');
  ALTER TABLE "audit_entries" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_audit_entries_target_collection" USING "target_collection"::"public"."enum_audit_entries_target_collection";
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('create', 'update', 'delete');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  DROP INDEX "pages__order_idx";
  DROP INDEX "_pages_v_version_version__order_idx";
  DROP INDEX "providers__order_idx";
  DROP INDEX "_providers_v_version_version__order_idx";
  DROP INDEX "faqs__order_idx";
  DROP INDEX "_faqs_v_version_version__order_idx";
  ALTER TABLE "pages" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "_pages_v" ADD COLUMN "version_order" numeric DEFAULT 0;
  ALTER TABLE "providers" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "providers_locales" ADD COLUMN "total_reviews" numeric;
  ALTER TABLE "providers_locales" ADD COLUMN "total_rating" numeric;
  ALTER TABLE "_providers_v" ADD COLUMN "version_order" numeric DEFAULT 0;
  ALTER TABLE "_providers_v_locales" ADD COLUMN "version_total_reviews" numeric;
  ALTER TABLE "_providers_v_locales" ADD COLUMN "version_total_rating" numeric;
  ALTER TABLE "reviews" ADD COLUMN "relative_time_description" varchar;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_relative_time_description" varchar;
  ALTER TABLE "faqs" ADD COLUMN "order" numeric;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_order" numeric;
  CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("order");
  CREATE INDEX "_faqs_v_version_version_order_idx" ON "_faqs_v" USING btree ("version_order");
  ALTER TABLE "pages" DROP COLUMN "_order";
  ALTER TABLE "_pages_v" DROP COLUMN "version__order";
  ALTER TABLE "providers" DROP COLUMN "_order";
  ALTER TABLE "providers" DROP COLUMN "total_reviews";
  ALTER TABLE "providers" DROP COLUMN "total_rating";
  ALTER TABLE "providers" DROP COLUMN "rating_source";
  ALTER TABLE "providers" DROP COLUMN "rating_checked_on";
  ALTER TABLE "_providers_v" DROP COLUMN "version__order";
  ALTER TABLE "_providers_v" DROP COLUMN "version_total_reviews";
  ALTER TABLE "_providers_v" DROP COLUMN "version_total_rating";
  ALTER TABLE "_providers_v" DROP COLUMN "version_rating_source";
  ALTER TABLE "_providers_v" DROP COLUMN "version_rating_checked_on";
  ALTER TABLE "faqs" DROP COLUMN "_order";
  ALTER TABLE "_faqs_v" DROP COLUMN "version__order";
  DROP TYPE "public"."enum_providers_rating_source";
  DROP TYPE "public"."enum__providers_v_version_rating_source";`)
}

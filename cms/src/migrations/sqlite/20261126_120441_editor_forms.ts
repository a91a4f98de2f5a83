import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { ORDERED_TABLES, orderKeys } from '../orderKeys'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`faqs_order_idx\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`faqs__order_idx\` ON \`faqs\` (\`_order\`);`)
  await db.run(sql`DROP INDEX \`_faqs_v_version_version_order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version__order\` text;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__order_idx\` ON \`_faqs_v\` (\`version__order\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`pages__order_idx\` ON \`pages\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version__order\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__order_idx\` ON \`_pages_v\` (\`version__order\`);`)
  await db.run(sql`ALTER TABLE \`providers\` ADD \`_order\` text;`)
  await db.run(sql`ALTER TABLE \`providers\` ADD \`total_reviews\` numeric;`)
  await db.run(sql`ALTER TABLE \`providers\` ADD \`total_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`providers\` ADD \`rating_source\` text;`)
  await db.run(sql`ALTER TABLE \`providers\` ADD \`rating_checked_on\` text;`)
  await db.run(sql`CREATE INDEX \`providers__order_idx\` ON \`providers\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`_providers_v\` ADD \`version__order\` text;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` ADD \`version_total_reviews\` numeric;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` ADD \`version_total_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` ADD \`version_rating_source\` text;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` ADD \`version_rating_checked_on\` text;`)
  await db.run(sql`CREATE INDEX \`_providers_v_version_version__order_idx\` ON \`_providers_v\` (\`version__order\`);`)
  // The drag-and-drop order, from the old numbers (./orderKeys.ts); versions take their document's.
  for (const table of ORDERED_TABLES) {
    const rows = await db.all<{ id: number }>(sql.raw(`SELECT id FROM \`${table}\` ORDER BY \`order\`, id`))
    for (const { id, key } of orderKeys(rows.map((r) => Number(r.id))))
      await db.run(sql`UPDATE ${sql.identifier(table)} SET \`_order\` = ${key} WHERE id = ${id}`)
    await db.run(
      sql.raw(
        `UPDATE \`_${table}_v\` SET \`version__order\` = (SELECT \`_order\` FROM \`${table}\` WHERE id = \`_${table}_v\`.parent_id)`,
      ),
    )
  }
  // A provider's rating counts: one figure for both languages, the English one (else the Arabic).
  for (const [table, locales, prefix] of [
    ['providers', 'providers_locales', ''],
    ['_providers_v', '_providers_v_locales', 'version_'],
  ] as const) {
    for (const column of ['total_reviews', 'total_rating']) {
      const c = `${prefix}${column}`
      await db.run(
        sql.raw(
          `UPDATE \`${table}\` SET \`${c}\` = COALESCE(` +
            `(SELECT l.\`${c}\` FROM \`${locales}\` l WHERE l._parent_id = \`${table}\`.id AND l._locale = 'en'), ` +
            `(SELECT l.\`${c}\` FROM \`${locales}\` l WHERE l._parent_id = \`${table}\`.id AND l._locale = 'ar'))`,
        ),
      )
    }
  }
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`order\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`version_order\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`order\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_order\`;`)
  await db.run(sql`ALTER TABLE \`providers\` DROP COLUMN \`order\`;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` DROP COLUMN \`version_order\`;`)
  await db.run(sql`ALTER TABLE \`providers_locales\` DROP COLUMN \`total_reviews\`;`)
  await db.run(sql`ALTER TABLE \`providers_locales\` DROP COLUMN \`total_rating\`;`)
  await db.run(sql`ALTER TABLE \`_providers_v_locales\` DROP COLUMN \`version_total_reviews\`;`)
  await db.run(sql`ALTER TABLE \`_providers_v_locales\` DROP COLUMN \`version_total_rating\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`relative_time_description\`;`)
  await db.run(sql`ALTER TABLE \`_reviews_v\` DROP COLUMN \`version_relative_time_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`DROP INDEX \`providers__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`providers\` ADD \`order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`providers\` DROP COLUMN \`_order\`;`)
  await db.run(sql`ALTER TABLE \`providers\` DROP COLUMN \`total_reviews\`;`)
  await db.run(sql`ALTER TABLE \`providers\` DROP COLUMN \`total_rating\`;`)
  await db.run(sql`ALTER TABLE \`providers\` DROP COLUMN \`rating_source\`;`)
  await db.run(sql`ALTER TABLE \`providers\` DROP COLUMN \`rating_checked_on\`;`)
  await db.run(sql`DROP INDEX \`_providers_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` ADD \`version_order\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` DROP COLUMN \`version_total_reviews\`;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` DROP COLUMN \`version_total_rating\`;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` DROP COLUMN \`version_rating_source\`;`)
  await db.run(sql`ALTER TABLE \`_providers_v\` DROP COLUMN \`version_rating_checked_on\`;`)
  await db.run(sql`DROP INDEX \`faqs__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`order\` numeric;`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_faqs_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_order\` numeric;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_order_idx\` ON \`_faqs_v\` (\`version_order\`);`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`ALTER TABLE \`providers_locales\` ADD \`total_reviews\` numeric;`)
  await db.run(sql`ALTER TABLE \`providers_locales\` ADD \`total_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`_providers_v_locales\` ADD \`version_total_reviews\` numeric;`)
  await db.run(sql`ALTER TABLE \`_providers_v_locales\` ADD \`version_total_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`relative_time_description\` text;`)
  await db.run(sql`ALTER TABLE \`_reviews_v\` ADD \`version_relative_time_description\` text;`)
}

/**
 * Bulk data of the scale benchmark, written with INSERT … SELECT generate_series into the tables
 * the cms migrations create (a million rows through the Local API would take hours). The few
 * records whose hooks matter (the staff login and the measured patient, with real password
 * hashes) go through the Local API.
 *
 * Shape of the data:
 * - DOCTORS doctors, every day 09:00–17:00 Istanbul time (06:00–14:00 UTC), slots of 30, 20, 45
 *   or 60 minutes in turn; USERS patients.
 * - Fixed rows, the same at every size: the measured patient's 200 upcoming bookings (the mean
 *   per patient at a million) and the measured doctor's next two weeks, every other slot booked.
 * - History, the rest: appointment i goes to doctor i mod DOCTORS, filling that doctor's slots
 *   backwards from yesterday, so growing from one size to the next only appends rows. One in
 *   ten is cancelled (its slot key cleared, as the collection hook does), one in twenty a
 *   no-show, one in ten has a medical file.
 */
import type pg from 'pg'
import type { Payload } from 'payload'

export const DOCTORS = 300
export const USERS = 5_000
export const PATIENT_BOOKINGS = 200
const DOCTOR_DAYS = 14
export const FIXED_ROWS = PATIENT_BOOKINGS + DOCTOR_DAYS * 8

const PASSWORD = 'Scale-Bench-Passw0rd!'
/** Slot lengths by doctor index mod 4; the measured doctor (index 0) has 30-minute slots. */
const SLOT_MINUTES = '(ARRAY[30, 20, 45, 60])'
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

export type World = {
  firstDoctorId: number
  firstUserId: number
  measuredDoctorId: number
  patient: { id: number; token: string }
  admin: { id: number; token: string }
  /** Appointments written so far (fixed rows included). */
  rows: number
}

/** The ISO string `slotKeyOf` stores, built in SQL. */
const slotKeySql = (doctor: string, at: string) =>
  `${doctor} || '@' || to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** First id of a block of rows just inserted, after checking the ids are contiguous. */
const contiguousFrom = async (client: pg.Client, table: string, where: string, count: number) => {
  const { rows } = await client.query(`SELECT min(id) AS first, max(id) AS last, count(*) AS n FROM ${table} ${where}`)
  const { first, last, n } = rows[0] as { first: number; last: number; n: string }
  if (Number(n) !== count || last - first + 1 !== count) throw new Error(`${table}: ids are not contiguous`)
  return first
}

const login = async (payload: Payload, email: string, data: Record<string, unknown>) => {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, _verified: true, ...data } as never,
    disableVerificationEmail: true,
  })
  const session = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { id: user.id as number, token: session.token! }
}

/** Speciality, provider, doctors with working hours, patients, one admin and the measured patient. */
export const seedPeople = async (payload: Payload, client: pg.Client): Promise<World> => {
  const speciality = await payload.create({
    collection: 'specialities',
    data: { name: 'Orthopaedics', slug: 'orthopaedics', active: true } as never,
    locale: 'en',
  })
  const provider = await payload.create({
    collection: 'providers',
    data: { name: 'Scale Hospital', slug: 'scale-hospital', _status: 'published' } as never,
    locale: 'en',
  })

  await client.query(
    `INSERT INTO doctors (speciality_id, provider_id, slot_minutes, slug, active, years_of_experience)
     SELECT $1, $2, ${SLOT_MINUTES}[1 + n % 4], 'scale-doctor-' || n, true, 5 + n % 25
     FROM generate_series(0, $3 - 1) AS n ORDER BY n`,
    [speciality.id, provider.id, DOCTORS],
  )
  const firstDoctorId = await contiguousFrom(client, 'doctors', `WHERE slug LIKE 'scale-doctor-%'`, DOCTORS)
  await client.query(
    `INSERT INTO doctors_locales (name, title, _locale, _parent_id)
     SELECT CASE l WHEN 'en' THEN 'Dr. Scale ' || d.id ELSE 'د. سكيل ' || d.id END, 'Op. Dr.', l::_locales, d.id
     FROM doctors d CROSS JOIN unnest(ARRAY['en', 'ar']) AS l WHERE d.slug LIKE 'scale-doctor-%'`,
  )
  await client.query(
    `INSERT INTO doctors_working_hours (_order, _parent_id, id, day, start, "end")
     SELECT w.n, d.id, lpad(to_hex(d.id * 10 + w.n), 24, '0'), w.day::enum_doctors_working_hours_day, '09:00', '17:00'
     FROM doctors d CROSS JOIN unnest($1::text[]) WITH ORDINALITY AS w(day, n) WHERE d.slug LIKE 'scale-doctor-%'`,
    [WEEKDAYS],
  )

  await client.query(
    `INSERT INTO users (first_name, last_name, email, preferred_language, time_zone, _verified, active)
     SELECT 'Patient', 'No. ' || n, 'scale-patient-' || n || '@example.test',
            (CASE WHEN n % 3 = 0 THEN 'ar' ELSE 'en' END)::enum_users_preferred_language, 'Asia/Riyadh', true, true
     FROM generate_series(0, $1 - 1) AS n ORDER BY n`,
    [USERS],
  )
  const firstUserId = await contiguousFrom(client, 'users', `WHERE email LIKE 'scale-patient-%'`, USERS)
  await client.query(
    `INSERT INTO users_roles ("order", parent_id, value)
     SELECT 1, id, 'ROLE_USER'::enum_users_roles FROM users WHERE email LIKE 'scale-patient-%'`,
  )

  const admin = await login(payload, 'scale-admin@example.test', { roles: ['ROLE_ADMIN'] })
  const patient = await login(payload, 'scale-measured@example.test', {
    roles: ['ROLE_USER'],
    firstName: 'Measured',
    lastName: 'Patient',
    timeZone: 'Asia/Riyadh',
  })
  return { firstDoctorId, firstUserId, measuredDoctorId: firstDoctorId, patient, admin, rows: 0 }
}

/** The measured patient's bookings with the other doctors, and the measured doctor's next two weeks. */
const insertFixedRows = async (client: pg.Client, world: World, today: string) => {
  await client.query(
    `INSERT INTO appointments (user_id, doctor_id, appointment_date, duration_minutes, status, lang,
                               patient_time_zone, slot_key, created_at, updated_at)
     SELECT $1, doctor, at, 30, (CASE WHEN j % 2 = 0 THEN 'CONFIRMED' ELSE 'PENDING' END)::enum_appointments_status,
            'en'::enum_appointments_lang, 'Asia/Riyadh', ${slotKeySql('doctor', 'at')}, now(), now()
     FROM (SELECT j, $2 + 1 + j % ($3 - 1) AS doctor,
                  $4::timestamptz + (1 + j % 28) * interval '1 day' + interval '6 hours' + (j % 3) * interval '3 hours' AS at
           FROM generate_series(0, $5 - 1) AS j) AS fixed`,
    [world.patient.id, world.firstDoctorId, DOCTORS, today, PATIENT_BOOKINGS],
  )
  await client.query(
    `INSERT INTO appointments (user_id, doctor_id, appointment_date, duration_minutes, status, lang,
                               patient_time_zone, slot_key, created_at, updated_at)
     SELECT $1 + (j * 7919) % $2, doctor, at, 30, 'CONFIRMED'::enum_appointments_status, 'en'::enum_appointments_lang,
            'Asia/Riyadh', ${slotKeySql('doctor', 'at')}, now(), now()
     FROM (SELECT j, $3::int AS doctor, $4::timestamptz + (1 + j / 8) * interval '1 day' + interval '6 hours'
                     + (j % 8) * interval '60 minutes' AS at
           FROM generate_series(0, $5 - 1) AS j) AS fixed`,
    [world.firstUserId, USERS, world.measuredDoctorId, today, DOCTOR_DAYS * 8],
  )
}

/** History rows [from, to): see the file comment for where each one lands. */
const insertHistory = async (client: pg.Client, world: World, today: string, from: number, to: number) => {
  await client.query(
    `INSERT INTO appointments (user_id, doctor_id, appointment_date, duration_minutes, status, lang,
                               patient_time_zone, slot_key, created_at, updated_at)
     SELECT user_id, doctor_id, at, slot, status, lang, 'Asia/Riyadh',
            CASE WHEN status = 'CANCELLED' THEN NULL ELSE ${slotKeySql('doctor_id', 'at')} END,
            at - interval '7 days', at
     FROM (SELECT $1 + ((i % $2) * 7919) % $2 AS user_id,
                  $3 + i % $4 AS doctor_id,
                  slot,
                  $5::timestamptz - (1 + (i / $4) / (480 / slot)) * interval '1 day' + interval '6 hours'
                    + ((i / $4) % (480 / slot)) * slot * interval '1 minute' AS at,
                  (CASE WHEN i % 20 < 2 THEN 'CANCELLED' WHEN i % 20 = 2 THEN 'NO_SHOW' ELSE 'COMPLETED' END)
                    ::enum_appointments_status AS status,
                  (CASE WHEN i % 3 = 0 THEN 'ar' ELSE 'en' END)::enum_appointments_lang AS lang
           FROM (SELECT i, ${SLOT_MINUTES}[1 + (i % $4) % 4] AS slot FROM generate_series($6::int, $7 - 1) AS i) AS ordinal
          ) AS history`,
    [world.firstUserId, USERS, world.firstDoctorId, DOCTORS, today, from, to],
  )
}

const BATCH = 100_000

/**
 * Grows the appointments to `size` rows (fixed rows first), adds the medical files of the new
 * rows, and refreshes the planner's statistics. Returns the seconds it took.
 */
export const growTo = async (client: pg.Client, world: World, size: number, onProgress: (rows: number) => void) => {
  const started = performance.now()
  const today = new Date(new Date().toISOString().slice(0, 10)).toISOString()
  const { rows: before } = await client.query('SELECT coalesce(max(id), 0) AS id FROM appointments')
  if (world.rows === 0) {
    await insertFixedRows(client, world, today)
    world.rows = FIXED_ROWS
  }
  while (world.rows < size) {
    const next = Math.min(size, world.rows + BATCH)
    // History ordinals start at 0 whatever the fixed rows, so every size shares its prefix.
    await insertHistory(client, world, today, world.rows - FIXED_ROWS, next - FIXED_ROWS)
    world.rows = next
    onProgress(world.rows)
  }
  await client.query(
    `INSERT INTO attachments (owner_id, appointment_id, original_name, filename, mime_type, filesize, url)
     SELECT user_id, id, 'report.pdf', 'scale-' || id || '.pdf', 'application/pdf', 120000,
            '/api/attachments/file/scale-' || id || '.pdf'
     FROM appointments WHERE id > $1 AND id % 10 = 0`,
    [(before[0] as { id: number }).id],
  )
  // Bulk loads leave no statistics and an unset visibility map; production tables have both.
  await client.query('VACUUM ANALYZE appointments')
  await client.query('VACUUM ANALYZE attachments')
  return (performance.now() - started) / 1000
}

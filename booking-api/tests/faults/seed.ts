/**
 * Run as a child process: migrates the database at DATABASE_URI, adds the harness's fixtures and
 * `PATIENTS` logged-in patients, and prints `{ doctorId, patients: [{ id, token }] }` as JSON on
 * its last line. A booking API started afterwards on the same database accepts those tokens.
 */
import { startApi } from '../helpers'

const databaseUri = process.env.DATABASE_URI
if (!databaseUri) throw new Error('DATABASE_URI is required')
const t = await startApi({ databaseUri })
const patients = []
for (let i = 0; i < Number(process.env.PATIENTS || 1); i++) patients.push(await t.directPatient())
await t.stop()
process.stdout.write(`\n${JSON.stringify({ doctorId: t.fixtures.doctorId, patients })}\n`)
process.exit(0)

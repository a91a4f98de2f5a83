import * as migration_20261122_040004_initial from './20261122_040004_initial'
import * as migration_20261122_051054_booking from './20261122_051054_booking'
import * as migration_20261122_111353_appointment_indexes from './20261122_111353_appointment_indexes'

export const migrations = [
  {
    up: migration_20261122_040004_initial.up,
    down: migration_20261122_040004_initial.down,
    name: '20261122_040004_initial',
  },
  {
    up: migration_20261122_051054_booking.up,
    down: migration_20261122_051054_booking.down,
    name: '20261122_051054_booking',
  },
  {
    up: migration_20261122_111353_appointment_indexes.up,
    down: migration_20261122_111353_appointment_indexes.down,
    name: '20261122_111353_appointment_indexes',
  },
]

import * as migration_20261122_040004_initial from './20261122_040004_initial'
import * as migration_20261122_051054_booking from './20261122_051054_booking'

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
]

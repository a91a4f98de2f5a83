import * as migration_20261122_040004_initial from './20261122_040004_initial';

export const migrations = [
  {
    up: migration_20261122_040004_initial.up,
    down: migration_20261122_040004_initial.down,
    name: '20261122_040004_initial'
  },
];

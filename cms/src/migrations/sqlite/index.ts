import * as migration_20261122_040010_initial from './20261122_040010_initial';

export const migrations = [
  {
    up: migration_20261122_040010_initial.up,
    down: migration_20261122_040010_initial.down,
    name: '20261122_040010_initial'
  },
];

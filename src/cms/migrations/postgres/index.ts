import * as migration_20261121_194448_initial from './20261121_194448_initial';

export const migrations = [
  {
    up: migration_20261121_194448_initial.up,
    down: migration_20261121_194448_initial.down,
    name: '20261121_194448_initial'
  },
];

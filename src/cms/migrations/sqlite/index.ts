import * as migration_20261121_194434_initial from './20261121_194434_initial';

export const migrations = [
  {
    up: migration_20261121_194434_initial.up,
    down: migration_20261121_194434_initial.down,
    name: '20261121_194434_initial'
  },
];

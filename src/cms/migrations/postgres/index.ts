import * as migration_20261121_194448_initial from './20261121_194448_initial';
import * as migration_20261121_202713_salon_area from './20261121_202713_salon_area';
import * as migration_20261121_224056_overlays from './20261121_224056_overlays';

export const migrations = [
  {
    up: migration_20261121_194448_initial.up,
    down: migration_20261121_194448_initial.down,
    name: '20261121_194448_initial',
  },
  {
    up: migration_20261121_202713_salon_area.up,
    down: migration_20261121_202713_salon_area.down,
    name: '20261121_202713_salon_area',
  },
  {
    up: migration_20261121_224056_overlays.up,
    down: migration_20261121_224056_overlays.down,
    name: '20261121_224056_overlays'
  },
];

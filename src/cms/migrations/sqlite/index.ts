import * as migration_20261121_194434_initial from './20261121_194434_initial';
import * as migration_20261121_202656_salon_area from './20261121_202656_salon_area';
import * as migration_20261121_224040_overlays from './20261121_224040_overlays';

export const migrations = [
  {
    up: migration_20261121_194434_initial.up,
    down: migration_20261121_194434_initial.down,
    name: '20261121_194434_initial',
  },
  {
    up: migration_20261121_202656_salon_area.up,
    down: migration_20261121_202656_salon_area.down,
    name: '20261121_202656_salon_area',
  },
  {
    up: migration_20261121_224040_overlays.up,
    down: migration_20261121_224040_overlays.down,
    name: '20261121_224040_overlays'
  },
];

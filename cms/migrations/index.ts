import * as migration_20261129_045814_initial from './20261129_045814_initial.ts';

export const migrations = [
  {
    up: migration_20261129_045814_initial.up,
    down: migration_20261129_045814_initial.down,
    name: '20261129_045814_initial'
  },
];

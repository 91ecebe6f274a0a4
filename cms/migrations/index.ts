import * as migration_20261129_050136_initial from './20261129_050136_initial.ts';

export const migrations = [
  {
    up: migration_20261129_050136_initial.up,
    down: migration_20261129_050136_initial.down,
    name: '20261129_050136_initial'
  },
];

import * as migration_20261129_054029_initial from './20261129_054029_initial.ts';

export const migrations = [
  {
    up: migration_20261129_054029_initial.up,
    down: migration_20261129_054029_initial.down,
    name: '20261129_054029_initial'
  },
];

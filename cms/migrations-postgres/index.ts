import * as migration_20261129_134259_initial from './20261129_134259_initial';

export const migrations = [
  {
    up: migration_20261129_134259_initial.up,
    down: migration_20261129_134259_initial.down,
    name: '20261129_134259_initial',
  },
];

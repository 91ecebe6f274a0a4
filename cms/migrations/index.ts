import * as migration_20261129_054029_initial from './20261129_054029_initial.ts';
import * as migration_20261129_073037_staff_sign_in from './20261129_073037_staff_sign_in.ts';
import * as migration_20261129_194349_rich_text from './20261129_194349_rich_text.ts';
import * as migration_20261129_201126_component_names from './20261129_201126_component_names.ts';

export const migrations = [
  {
    up: migration_20261129_054029_initial.up,
    down: migration_20261129_054029_initial.down,
    name: '20261129_054029_initial',
  },
  {
    up: migration_20261129_073037_staff_sign_in.up,
    down: migration_20261129_073037_staff_sign_in.down,
    name: '20261129_073037_staff_sign_in',
  },
  {
    up: migration_20261129_194349_rich_text.up,
    down: migration_20261129_194349_rich_text.down,
    name: '20261129_194349_rich_text',
  },
  {
    up: migration_20261129_201126_component_names.up,
    down: migration_20261129_201126_component_names.down,
    name: '20261129_201126_component_names'
  },
];

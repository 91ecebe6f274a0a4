import * as migration_20261129_134259_initial from './20261129_134259_initial';
import * as migration_20261129_194357_rich_text from './20261129_194357_rich_text';
import * as migration_20261129_201136_component_names from './20261129_201136_component_names';

export const migrations = [
  {
    up: migration_20261129_134259_initial.up,
    down: migration_20261129_134259_initial.down,
    name: '20261129_134259_initial',
  },
  {
    up: migration_20261129_194357_rich_text.up,
    down: migration_20261129_194357_rich_text.down,
    name: '20261129_194357_rich_text',
  },
  {
    up: migration_20261129_201136_component_names.up,
    down: migration_20261129_201136_component_names.down,
    name: '20261129_201136_component_names'
  },
];

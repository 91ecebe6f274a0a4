import { cmsConfig } from './src/config.ts';
import { settingsFromEnv } from './src/settings.ts';

/** The config Payload's CLI and admin load (`@payload-config`). */
export default cmsConfig(settingsFromEnv());

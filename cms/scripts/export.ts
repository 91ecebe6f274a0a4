import path from 'node:path';
import { getPayload } from 'payload';
import config from '../payload.config.ts';
import { exportToFolder } from '../src/fixtures/exportFolder.ts';
import { fixturesDir, settingsFromEnv } from '../src/settings.ts';

/** `npm run content:export [folder]`: the published content back into content-fixtures/. */
const target = path.resolve(process.argv[2] ?? fixturesDir);
const payload = await getPayload({ config });
const written = await exportToFolder(payload, settingsFromEnv().mediaDir, target);
payload.logger.info(`${written.length} changed files written to ${target}: ${written.join(', ')}`);
await payload.destroy();
process.exit(0);

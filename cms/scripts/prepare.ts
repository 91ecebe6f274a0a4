import config from '../payload.config.ts';
import { prepareCms } from '../src/prepare.ts';
import { fixturesDir } from '../src/settings.ts';

/** `npm run prepare-db` in cms/: migrate, and seed a new content system (before `next start`). */
const { payload, seeded } = await prepareCms(config, fixturesDir);
payload.logger.info(seeded ? `seeded from ${fixturesDir}` : 'content kept (already seeded)');
await payload.destroy();
process.exit(0);

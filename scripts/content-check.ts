// `npm run content:check`: validates every content fixture with the schemas the server uses
// and prints each error with its file and path.
import path from 'node:path';
import { FixtureValidationError, loadContentFixtures } from '../server/content/fixtures.ts';

const dir = path.resolve(process.argv[2] ?? 'content-fixtures');
try {
  const fixtures = await loadContentFixtures(dir);
  console.log(
    `content-fixtures OK: ${fixtures.routes.length} top routes, ${fixtures.components.length} components, ${fixtures.featureFlags.length} feature flags, ${Object.keys(fixtures.pages).length} pages`,
  );
} catch (error) {
  if (error instanceof FixtureValidationError) {
    for (const e of error.errors)
      console.error(`${path.join(dir, e.file)}: ${e.path || '(root)'}: ${e.message}`);
    console.error(`${error.errors.length} error(s) in content fixtures`);
    process.exit(1);
  }
  throw error;
}

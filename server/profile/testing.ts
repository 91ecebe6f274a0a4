import path from 'node:path';
import { loadContentFixtures } from '../content/fixtures.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { memberProfileRoutes, type ProfileRoutesOptions } from './routes.ts';
import { seedContactDetails } from './seed.ts';

/**
 * The profile area's routes on a test database for its own server tests: the demo's contact
 * details seeded, the content fixtures, Granskog, and the test's own options (a clock, the
 * accounts' settings, the public URL).
 */
export async function profileTestApp(
  options: Partial<Omit<ProfileRoutesOptions, 'db'>> = {},
): Promise<ApiTestApp> {
  const content = await loadContentFixtures(path.resolve('content-fixtures'));
  return apiTestApp(async (app, database) => {
    await seedContactDetails(database.db);
    await app.register(memberProfileRoutes, {
      db: database.db,
      content: () => content,
      productName: 'Granskog',
      ...options,
    });
  });
}

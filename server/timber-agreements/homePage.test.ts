import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../shared/contracts/content.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { loadContentFixtures, type ContentFixtures } from '../content/fixtures.ts';
import { contentRoutes } from '../content/routes.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';

const fixturesDir = path.resolve('content-fixtures');
const generationFlags = ['TimberManagerViol2', 'TimberManagerViol3'] as const;
/** Leveransvirke (the agreements home, route-tree node 125) and its guide (126). */
const homePages = [125, 126];

/** The shipped fixtures with only `on` of the two generation flags on. */
async function contentWith(on: readonly FeatureFlagName[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'timber-home-'));
  await cp(fixturesDir, dir, { recursive: true });
  const file = path.join(dir, 'feature-flags.json');
  const flags = JSON.parse(await readFile(file, 'utf8')) as {
    featureFlags: { name: string; isEnabled: boolean }[];
  };
  for (const flag of flags.featureFlags) {
    if ((generationFlags as readonly string[]).includes(flag.name)) {
      flag.isEnabled = on.includes(flag.name as FeatureFlagName);
    }
  }
  await writeFile(file, JSON.stringify(flags));
  return loadContentFixtures(dir);
}

let content: ContentFixtures;
let t: ApiTestApp;
beforeAll(async () => {
  content = await loadContentFixtures(fixturesDir);
  t = await apiTestApp(async (app) => {
    await app.register(contentRoutes, { content: () => content });
  });
});
afterAll(() => t.close());

async function served(on: readonly FeatureFlagName[]) {
  content = await contentWith(on);
  const headers = await t.as('anna');
  const statuses = await Promise.all(
    homePages.map(
      async (id) => (await t.app.inject({ url: `/api/v1/pages/${id}`, headers })).statusCode,
    ),
  );
  const group = await t.app.inject({ url: '/api/v1/pages/100?includeChildren=true', headers });
  const children = group.json<ContentPage>().routes!.map((r) => r.urlName);
  return { statuses, inMenu: children.includes('leveransvirke') };
}

// Spec §2.1: both generations' route sets are added while their flag is on, and they share
// the home; so the home's page exists while either flag is on (platform §4 route guard).
describe('the Leveransvirke page by the generation flags', () => {
  it('is served, with its guide, while only TimberManagerViol2 is on', async () => {
    expect(await served(['TimberManagerViol2'])).toEqual({ statuses: [200, 200], inMenu: true });
  });

  it('is served while only TimberManagerViol3 is on', async () => {
    expect(await served(['TimberManagerViol3'])).toEqual({ statuses: [200, 200], inMenu: true });
  });

  it('is in no route tree and answers 404 while both are off', async () => {
    expect(await served([])).toEqual({ statuses: [404, 404], inMenu: false });
  });
});

import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FixtureValidationError, loadContentFixtures } from './fixtures.ts';
import { featureFlagNames } from '../../shared/contracts/featureFlags.ts';

const fixturesDir = path.resolve('content-fixtures');

describe('content fixtures', () => {
  it('loads the shipped fixtures, with every feature flag the spec names', async () => {
    const fixtures = await loadContentFixtures(fixturesDir);
    expect(fixtures.featureFlags.map((f) => f.name).sort()).toEqual([...featureFlagNames].sort());
    expect(fixtures.pages.publicstartpage.title).toBe('Välkommen till Mina sidor');
  });

  it('reports each broken file with the path inside it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fixtures-'));
    await cp(fixturesDir, dir, { recursive: true });
    await writeFile(path.join(dir, 'components.json'), JSON.stringify({ components: [{ id: 1 }] }));
    await writeFile(path.join(dir, 'pages/startpage.json'), '{ not json');
    const error = await loadContentFixtures(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureValidationError);
    const errors = (error as FixtureValidationError).errors;
    expect(errors).toContainEqual(
      expect.objectContaining({ file: 'components.json', path: 'components.0.id' }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ file: 'pages/startpage.json', path: '' }),
    );
  });
});

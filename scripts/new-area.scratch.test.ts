import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateIn, makeScratchCopy, quickChecks, removeScratchCopy } from './newAreaScratch.ts';

/**
 * The proof that a generated area works: the repository's files copied into a scratch
 * folder, `npm run new-area` run there, then types, lint and format of what it wrote, the
 * content check, and vitest on the area's server test and the tests that read every list.
 * A few minutes on 2 cores, so it runs as its own step of `npm test` (scripts/test-all.sh,
 * NEW_AREA_SCRATCH=1), left out of the unit step (vitest.config.ts, newAreaScratchTest).
 * The whole `npm test` on a generated copy is `npm run new-area:check -- --full`.
 */
describe('a generated area in a scratch copy', () => {
  it('type-checks, lints, is formatted, passes content:check and its tests', async () => {
    const copy = makeScratchCopy(path.resolve(import.meta.dirname, '..'));
    try {
      const written = await generateIn(copy, 'scratch-area');
      expect(written).toContain('server/db/migrations/meta/_journal.json');
      expect(
        written.some((file) => /^server\/db\/migrations\/\d+_scratch-area\.sql$/.test(file)),
      ).toBe(true);
      const runs = await quickChecks(copy, 'scratch-area', written);
      const failed = runs.filter((r) => r.code !== 0);
      expect(failed.map((r) => `${r.command}\n${r.output}`)).toEqual([]);
      expect(runs.at(-1)?.output).toMatch(/server\/scratch-area\/routes\.test\.ts/);
    } finally {
      removeScratchCopy(copy);
    }
  }, 900_000);
});

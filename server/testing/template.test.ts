import { describe, expect, it } from 'vitest';
import { cachedDumpFile } from './template.ts';

describe('the PGlite template kept for the day', () => {
  it('is named by the day and a hash of the code: the same day the same file, another day a new one', async () => {
    const today = await cachedDumpFile('2026-11-29');
    expect(today).toMatch(/node_modules\/\.cache\/portal-test-template\/[0-9a-f]{20}\.tar$/);
    expect(await cachedDumpFile('2026-11-29')).toBe(today);
    expect(await cachedDumpFile('2026-11-30')).not.toBe(today);
  });
});

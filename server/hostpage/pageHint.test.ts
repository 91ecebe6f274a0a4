import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaManifests } from '../../shared/contracts/elements.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { pageHintAttributesOf, pageHintFor } from './pageHint.ts';

describe('the page a host page names', async () => {
  const { routes } = await loadContentFixtures(path.resolve('content-fixtures'));
  const hint = (path: string) => pageHintFor(routes, areaManifests, path, 'granskog');

  it('names a route-tree content page by its path, and a group page as a group', () => {
    expect(hint('/medlem-i-granskog/fullmakter/')).toEqual({ id: 320, group: false });
    expect(hint('/Medlem-i-Granskog/fullmakter')).toEqual({ id: 320, group: false });
    expect(hint('/skogsgardens-ekonomi/')).toEqual({ id: 200, group: true });
  });

  it("names an area route's own page for its sub-paths (the manifest's `page`)", () => {
    expect(hint('/skogsgardens-ekonomi/konton-i-granskog/konto/abc/')).toEqual({
      id: 205,
      group: false,
    });
  });

  it('names nothing for the start page, unknown paths and external links', () => {
    expect(hint('/')).toBeUndefined();
    expect(hint('/finns-inte/')).toBeUndefined();
    expect(hint('/skogsgardens-ekonomi/skatteverket/')).toBeUndefined();
  });

  it('writes the hint as attributes of the root', () => {
    expect(pageHintAttributesOf({ id: 320, group: false })).toBe(
      ' data-page-id="320" data-page-group="false"',
    );
    expect(pageHintAttributesOf(undefined)).toBe('');
  });
});

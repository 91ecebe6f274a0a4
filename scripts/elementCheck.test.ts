import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaManifests } from '../shared/contracts/elements.ts';
import { defineAreaManifest } from '../shared/elements/manifest.ts';
import { checkElements } from './elementCheck.ts';
import { elementEntries } from './elementEntries.ts';

const entries = elementEntries(path.resolve(import.meta.dirname, '..'));

describe('checkElements', () => {
  it('finds the shipped manifests, builds and components.json in agreement', () => {
    const components = areaManifests.map((m) => ({
      id: m.area,
      host: `/components/${m.area}/`,
      element: m.element,
    }));
    expect(checkElements(components, areaManifests, entries)).toEqual([]);
  });

  it('names a component whose element is not the manifest’s, or has no build', () => {
    const errors = checkElements(
      [
        { id: 'support', host: '/components/support/', element: 'portal-supprt' },
        { id: 'ghost', host: '/components/ghost/', element: 'portal-ghost' },
      ],
      areaManifests,
      entries,
    );
    expect(errors).toEqual([
      "components.json 'support': element portal-supprt, but the support manifest names portal-support",
      "components.json 'ghost': no element is built for /components/ghost/",
    ]);
  });

  it('names a manifest whose area has no element folder', () => {
    const ghost = defineAreaManifest({
      area: 'ghost-area',
      element: 'portal-ghost-area',
      routes: {},
    });
    expect(checkElements([], [ghost], entries)).toEqual([
      "manifest of 'ghost-area' names portal-ghost-area, but components/ghost-area/index.tsx does not exist",
    ]);
  });
});

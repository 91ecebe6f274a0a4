import { describe, expect, it } from 'vitest';
import { pageTitle } from './usePageTitle.ts';

const product = {
  name: 'Granskog',
  slug: 'granskog',
  shortName: 'Granskog',
  defaultTitle: 'Mina sidor – Granskog',
};

describe('the page title (platform §2)', () => {
  it("is the portal's Swedish default title on the start page", () => {
    expect(pageTitle(null, product)).toBe('Mina sidor – Granskog');
  });

  it("is the cooperative's short name, a dash and the route title elsewhere", () => {
    expect(pageTitle('Konton', product)).toBe('Granskog – Konton');
    expect(pageTitle('Konton', { ...product, shortName: 'Norrskog' })).toBe('Norrskog – Konton');
  });
});

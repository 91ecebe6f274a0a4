import { describe, expect, it } from 'vitest';
import { childPath, ownPath } from './ChildPageLinks.tsx';

const child = {
  id: 2,
  urlName: 'rojning',
  name: 'Röjning',
  pageType: 15,
  showInMenu: true,
  hasAccess: true,
  routes: [],
};

describe('child page links', () => {
  it('go below the group page', () => {
    expect(childPath('/skogsvard/', child)).toBe('/skogsvard/rojning/');
    expect(childPath('/skogsvard', child)).toBe('/skogsvard/rojning/');
  });

  it('start from the group page’s own path when a deeper path was opened', () => {
    expect(ownPath('/medlem/skogsvard/', 'skogsvard')).toBe('/medlem/skogsvard/');
    expect(ownPath('/medlem/skogsvard/gammal/sida', 'skogsvard')).toBe('/medlem/skogsvard/');
    expect(ownPath('/medlem/skogsvard/x/skogsvard/', 'skogsvard')).toBe(
      '/medlem/skogsvard/x/skogsvard/',
    );
    expect(ownPath('/annat/', 'skogsvard')).toBe('/annat/');
  });
});

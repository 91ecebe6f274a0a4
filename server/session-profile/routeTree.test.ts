import { describe, expect, it } from 'vitest';
import { routeTreeFor } from './routeTree.ts';

describe('routeTreeFor', () => {
  const fixtures = [
    {
      id: 1,
      urlName: 'medlem',
      name: 'Medlem',
      pageType: 20,
      showInMenu: true,
      routes: [
        {
          id: 2,
          urlName: 'fullmakter',
          name: 'Fullmakter',
          pageType: 15,
          showInMenu: true,
          requiredRoles: ['Service_Proxy_Read'],
        },
      ],
    },
  ];
  it('grants access when every required role is held', () => {
    const [group] = routeTreeFor(fixtures, ['Service_Proxy_Read']);
    expect(group?.hasAccess).toBe(true);
    expect(group?.routes[0]?.hasAccess).toBe(true);
  });
  it('denies access to a route whose role is missing, but not to its group', () => {
    const [group] = routeTreeFor(fixtures, []);
    expect(group?.hasAccess).toBe(true);
    expect(group?.routes[0]?.hasAccess).toBe(false);
  });
});

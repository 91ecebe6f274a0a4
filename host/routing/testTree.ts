import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { allRoleNames } from '../../shared/access/roles.ts';

/** A route-tree node for tests: a visible, accessible content page unless told otherwise. */
export function node(
  id: number,
  urlName: string,
  name: string,
  extra: Partial<RouteNode> = {},
): RouteNode {
  return {
    id,
    urlName,
    name,
    pageType: 15,
    showInMenu: true,
    hasAccess: true,
    routes: [],
    ...extra,
  };
}

export const group = (
  id: number,
  urlName: string,
  name: string,
  routes: RouteNode[],
  extra: Partial<RouteNode> = {},
) => node(id, urlName, name, { pageType: 20, routes, ...extra });

/**
 * The price conditions group as the server sends it while its feature flag is off
 * (server/content/featureGate.ts): filtered, hidden from the menu, not accessible.
 */
export const featureOffPrices = () =>
  group(180, 'sa-fungerar-granskogs-prissattning', 'Så fungerar prissättningen', [], {
    showInMenu: false,
    hasAccess: false,
    pageFiltered: true,
    featureOff: true,
  });

/**
 * Anna's tree (every role): three groups with icons, a chip, an external link, a group
 * without children (hidden), a page hidden from the menu and one the server refuses.
 */
export function annaTree(): RouteNode[] {
  return [
    group(
      100,
      'skogsgardens-affarer',
      'Skogsgårdens affärer',
      [
        node(110, 'mina-dokument', 'Mina dokument'),
        node(120, 'bestallda-tjanster', 'Beställda tjänster', { menuChip: 'Ny' }),
        node(130, 'leveransvirke', 'Leveransvirke'),
        node(140, 'virkespriser', 'Virkespriser', {
          pageType: 10,
          externalUrl: 'https://granskog.test/virkespriser',
        }),
        node(150, 'dold', 'Dold sida', { showInMenu: false }),
        node(160, 'stangd', 'Stängd sida', { hasAccess: false }),
      ],
      { icon: 'pine-tree' },
    ),
    group(
      200,
      'skogsgardens-ekonomi',
      'Skogsgårdens ekonomi',
      [node(210, 'mina-insatsval', 'Mina insatsval'), node(220, 'konton-i-granskog', 'Konton')],
      { icon: 'piggy-bank' },
    ),
    group(
      300,
      'medlem-i-granskog',
      'Medlem i Granskog',
      [
        node(310, 'profil', 'Mina uppgifter'),
        node(320, 'fullmakter', 'Fullmakter'),
        node(330, 'skogsagarsupport', 'Skogsägarsupport'),
      ],
      { icon: 'account-group' },
    ),
    group(400, 'tom-grupp', 'Tom grupp', [], { icon: 'briefcase' }),
  ];
}

export const everyRole = allRoleNames('granskog');

/** David's roles (the demo seed): profile, documents and support only. */
export const davidRoles = [
  'Service_Profile_Common_Read',
  'Service_Profile_Common_Write',
  'Service_Documents_Read',
  'Service_Support_Read',
  'Service_Support_Write',
];

import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { pageTypes } from '../../shared/contracts/memberProfile.ts';
import { pathOf, resolveLink } from '../routing/resolvePath.ts';
import { routeIcon, type IconName } from './icons.tsx';

export interface MenuEntry {
  id: number;
  label: string;
  /** The portal path; null when a '/first-sub-page' link has no child to open. */
  to: string | null;
  chip: string | null;
  /** Shown, but the member's roles do not open it: rendered disabled with a tooltip. */
  disabled: boolean;
}

export type MenuItem =
  | { kind: 'page'; icon: IconName | null; entry: MenuEntry }
  | { kind: 'group'; id: number; label: string; icon: IconName | null; entries: MenuEntry[] };

export interface ExternalMenuLink {
  id: number;
  label: string;
  href: string;
}

export interface SidebarModel {
  items: MenuItem[];
  /** Children with an external URL, listed as plain links below the menu. */
  externalLinks: ExternalMenuLink[];
}

/**
 * The sidebar from the effective profile's route tree (platform §2 Layout). The rule that
 * reconciles "only entries with showInMenu and hasAccess are shown" with "links to
 * inaccessible routes are shown disabled with a tooltip":
 *  - an entry is shown when showInMenu is true and the SERVER's hasAccess is true;
 *  - a shown entry is disabled when the host's role requirement for its path (the fixed
 *    routes of §6) is not met by the effective roles, or when it is a '/first-sub-page'
 *    link whose group has no child to open;
 *  - a group page whose shown children are all external (or none) is hidden;
 *  - an external URL (not a portal path) becomes a plain link below the menu.
 */
export function buildSidebar(
  tree: readonly RouteNode[],
  roles: readonly string[],
  slug: string,
): SidebarModel {
  const externalLinks: ExternalMenuLink[] = [];
  const shown = (node: RouteNode) => node.showInMenu && node.hasAccess;

  /** An entry for an internal node; external ones go to the list below the menu. */
  const entryOf = (node: RouteNode, parents: readonly string[]): MenuEntry | null => {
    const href = node.externalUrl || pathOf([...parents, node.urlName]);
    const link = resolveLink(href, tree, roles, slug);
    if (link.kind === 'external') {
      externalLinks.push({ id: node.id, label: node.name, href: link.href });
      return null;
    }
    if (node.pageType === pageTypes.GroupPage && !node.routes.some(shown)) return null;
    return {
      id: node.id,
      label: node.name,
      to: link.kind === 'internal' ? link.to : null,
      chip: node.menuChip || null,
      disabled: link.kind === 'unavailable' || !link.accessible,
    };
  };

  const items: MenuItem[] = [];
  for (const node of tree.filter(shown)) {
    const icon = routeIcon(node.icon);
    if (node.pageType !== pageTypes.GroupPage) {
      const entry = entryOf(node, []);
      if (entry) items.push({ kind: 'page', icon, entry });
      continue;
    }
    const entries = node.routes
      .filter(shown)
      .map((child) => entryOf(child, [node.urlName]))
      .filter((entry): entry is MenuEntry => entry !== null);
    if (entries.length > 0) {
      items.push({ kind: 'group', id: node.id, label: node.name, icon, entries });
    }
  }
  return { items, externalLinks };
}

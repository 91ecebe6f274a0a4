import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { t } from '../../shared/i18n/t.ts';
import { PortalLink } from './PortalLink.tsx';
import { segmentsOf } from '../../shared/elements/routePattern.ts';
import { pathOf } from './resolvePath.ts';

/** A group page's links to its children (those shown in the menu that the server allows). */
export function GroupChildren({ node, path }: { node: RouteNode; path: string }) {
  const children = node.routes.filter((child) => child.showInMenu && child.hasAccess);
  if (children.length === 0) return null;
  const base = segmentsOf(path);
  return (
    <nav className="group-children" aria-label={t('nav.groupPages', { name: node.name })}>
      <ul>
        {children.map((child) => (
          <li key={child.id}>
            <PortalLink href={child.externalUrl || pathOf([...base, child.urlName])}>
              {child.name}
            </PortalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

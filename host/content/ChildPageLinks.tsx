import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { t } from '../../shared/i18n/t.ts';
import { DisabledLink } from '../layout/DisabledLink.tsx';
import { ContentLink } from './ContentLink.tsx';

/**
 * The group page's own path from the path opened, which may lie below it (an area's own
 * sub-route): everything up to the last `/{urlName}/` segment.
 */
export function ownPath(openedPath: string, urlName: string): string {
  const path = openedPath.endsWith('/') ? openedPath : `${openedPath}/`;
  if (!urlName) return path;
  const segment = `/${urlName}/`;
  const at = path.lastIndexOf(segment);
  return at === -1 ? path : path.slice(0, at + segment.length);
}

/** The path of a child route under its group page's path. */
export function childPath(groupPath: string, child: RouteNode): string {
  const base = groupPath.endsWith('/') ? groupPath : `${groupPath}/`;
  return `${base}${child.urlName}/`;
}

/**
 * A group page's children as links (platform §2): those shown in the menu; an external one
 * as a plain link; one the member may not open as a disabled link with the reason, the
 * same way the sidebar shows it.
 */
export function ChildPageLinks({
  groupName,
  groupPath,
  routes,
}: {
  groupName: string;
  groupPath: string;
  routes: readonly RouteNode[];
}) {
  const children = routes.filter((child) => child.showInMenu);
  if (children.length === 0) return null;
  return (
    <nav className="child-pages" aria-label={t('content.childPages', { name: groupName })}>
      <ul>
        {children.map((child) => (
          <li key={child.id}>
            {child.externalUrl ? (
              <a href={child.externalUrl}>{child.name}</a>
            ) : child.hasAccess ? (
              <ContentLink href={childPath(groupPath, child)}>{child.name}</ContentLink>
            ) : (
              <DisabledLink>{child.name}</DisabledLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

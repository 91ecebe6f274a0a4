import { usePageTitle } from '../usePageTitle.ts';
import type { ContentRouteProps } from './contentRoute.ts';
import { GroupChildren } from './GroupChildren.tsx';

/**
 * Stands in for host/content's ContentRoute until createRoutes is given it: the page's
 * name as its heading and title, and a group page's child links, so routing, access and
 * menus work on their own.
 */
export function FallbackContentRoute({ node, path }: ContentRouteProps) {
  usePageTitle(node.name);
  return (
    <article className="content-page">
      <h1>{node.name}</h1>
      <GroupChildren node={node} path={path} />
    </article>
  );
}

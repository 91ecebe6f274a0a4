import type { ComponentType } from 'react';
import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import type { FixedRouteId } from './fixedRoutes.ts';

/**
 * What renders a content or group page of the route tree: host/content's ContentRoute
 * (it loads the page by node.id with its page status and offline handling). Passed in by
 * createRoutes so routing does not depend on the content renderer's files.
 */
export interface ContentRouteProps {
  node: RouteNode;
  /** The canonical path opened (below the node's own path for an area's sub-routes). */
  path: string;
}
export type ContentRouteComponent = ComponentType<ContentRouteProps>;

/** An anonymous fixed route's own page; routeProps are its path params merged with the query. */
export type AnonymousPageComponent = ComponentType<{ routeProps: Record<string, string> }>;
export type AnonymousPages = Partial<Record<FixedRouteId, AnonymousPageComponent>>;

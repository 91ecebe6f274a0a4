import type { AuthStatus, FeaturesState, ProfileState } from '@portal/bridge';
import { forProduct } from '../../shared/access/productRoles.ts';
import { routeAccess } from '../../shared/access/requirements.ts';
import { fixedRouteRules, type RouteRule } from '../../shared/access/routeRequirements.ts';
import { areFlagsOn, isFeatureEnabled } from '../../shared/contracts/featureFlags.ts';
import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { accountsHomePath, type FixedRouteId } from './fixedRoutes.ts';
import {
  findNode,
  firstSubPage,
  firstSubPageSegment,
  matchFixedRoute,
  matchRedirect,
  matchTree,
  pathOf,
} from './resolvePath.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { segmentsOf } from '../../shared/elements/routePattern.ts';

export interface RouteInput {
  pathname: string;
  search: string;
  slug: string;
  auth: AuthStatus;
  /** The EFFECTIVE profile (the proxy's while a proxy is used). */
  profile: ProfileState;
  features: FeaturesState;
  /** Anonymous fixed routes that have a page of their own (issue 4 adds them). */
  anonymousPages: ReadonlySet<string>;
}

export type RouteDecision =
  | { kind: 'loading' }
  | { kind: 'signIn' }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'accessDenied' }
  | { kind: 'error' }
  /** An anonymous fixed route's own page; props are its path params merged with the query. */
  | { kind: 'anonymousPage'; routeId: FixedRouteId; props: Record<string, string> }
  | {
      kind: 'content';
      node: RouteNode;
      /** The canonical path of the page (the area's element routes below it itself). */
      path: string;
      fixedRouteId: FixedRouteId | null;
      /**
       * The address that takes the place of the one asked for (an area route's redirect,
       * shared/elements/manifest.ts), the query kept; the page stays while it does.
       */
      replaceWith?: string;
    };

/**
 * What the catch-all route shows for a path (platform §2, §4 route guard, §5 access),
 * in this order:
 *  1. old paths redirect;
 *  2. an anonymous fixed route with a page of its own shows it to anyone;
 *  3. unknown auth waits; a signed-out visitor is sent to sign in, except on anonymous routes
 *     (which then show not-found: without a profile there is no route tree);
 *  4. a fixed route whose feature flags are not on as its rule needs goes home; the economics home goes to
 *     the accounts home while ProfileEconomics is on;
 *  5. '/first-sub-page' goes to the first unfiltered child, or not-found when there is none;
 *  6. a path through a route-tree page whose feature flag is off goes home (the server
 *     leaves such a page in the tree as a stand-in, featureOff);
 *  7. a fixed route whose requirement is not met is access-denied, otherwise it shows its
 *     route-tree page (not-found while the tree has none), and an area route that
 *     redirects has its target put in place of the address;
 *  8. any other path must be a route-tree node (else not-found, the wildcard fallback), and
 *     is access-denied when the server says hasAccess false.
 */
export function decideRoute(input: RouteInput): RouteDecision {
  const segments = segmentsOf(input.pathname);
  const redirect = matchRedirect(segments, input.slug);
  if (redirect) return { kind: 'redirect', to: `${redirect}${input.search}` };

  const fixed = matchFixedRoute(segments, input.slug);
  const fixedId = (fixed?.route.id ?? null) as FixedRouteId | null;
  const anonymous = fixed?.route.anonymous === true;
  if (anonymous && fixedId && input.anonymousPages.has(fixedId)) {
    const query = Object.fromEntries(new URLSearchParams(input.search));
    return { kind: 'anonymousPage', routeId: fixedId, props: { ...fixed.params, ...query } };
  }

  if (input.auth === 'initialising') return { kind: 'loading' };
  if (input.auth === 'signedOut') return anonymous ? { kind: 'notFound' } : { kind: 'signIn' };

  const rule: RouteRule | undefined = fixed?.route.rule
    ? fixedRouteRules[fixed.route.rule]
    : undefined;
  const ruleFlags = rule?.flags;
  const needsFeatures = ruleFlags !== undefined || fixedId === 'economics';
  if (needsFeatures) {
    if (input.features.state === 'idle' || input.features.state === 'loading') {
      return { kind: 'loading' };
    }
    const flags = input.features.data ?? undefined;
    if (ruleFlags && !areFlagsOn(ruleFlags, flags)) return { kind: 'redirect', to: '/' };
    if (fixedId === 'economics' && isFeatureEnabled(flags, 'ProfileEconomics')) {
      return { kind: 'redirect', to: accountsHomePath(input.slug) };
    }
  }

  const to = fixed?.route.redirect;
  const content = (node: RouteNode): RouteDecision => ({
    kind: 'content',
    node,
    path: pathOf(segments),
    fixedRouteId: fixedId,
    ...(to && {
      replaceWith: `${areaPath({ path: to }, input.slug, fixed.params)}${input.search}`,
    }),
  });

  const { profile } = input;
  if (profile.state === 'error') return { kind: 'error' };
  if (profile.state !== 'loaded' || !profile.data) return { kind: 'loading' };
  const { routes: tree, roles } = profile.data;

  if (segments.at(-1) === firstSubPageSegment) {
    const parentSegments = segments.slice(0, -1);
    const parent = findNode(tree, parentSegments);
    const child = parent && firstSubPage(parent);
    if (!child) return { kind: 'notFound' };
    return { kind: 'redirect', to: `${pathOf([...parentSegments, child.urlName])}${input.search}` };
  }

  // Platform §4: a page whose feature flag is off goes home, with everything below it.
  if (matchTree(tree, segments).trail.some((node) => node.featureOff === true)) {
    return { kind: 'redirect', to: '/' };
  }

  if (fixed && rule) {
    const requirement = forProduct(rule.requirement, input.slug);
    if (!routeAccess(requirement, undefined, roles)) return { kind: 'accessDenied' };
    const page = fixed.route.page ?? fixed.route.path;
    const node = findNode(tree, segmentsOf(page.replaceAll('{slug}', input.slug)));
    if (!node) return { kind: 'notFound' };
    return content(node);
  }
  const node = findNode(tree, segments);
  if (!node) return { kind: 'notFound' };
  if (!routeAccess(undefined, node.hasAccess, roles)) return { kind: 'accessDenied' };
  return content(node);
}

import type { FixedRouteRuleId } from '../../shared/access/routeRequirements.ts';
import { accountsElement } from '../../shared/contracts/accounts/element.ts';
import { areaManifests } from '../../shared/contracts/elements.ts';
import { priceCalculationElement } from '../../shared/contracts/price-calculation/element.ts';
import { proxyRegistrationRoutes } from '../../shared/contracts/proxies/element.ts';
import { areaPath, routesOf } from '../../shared/elements/manifest.ts';

/**
 * The fixed routes of platform §2 and the areas' route sets, as path patterns below '/':
 * `{slug}` is the cooperative's slug, `:name` one segment, a final `*` any deeper path
 * (zero or more segments; the area's element routes inside it). The first match wins, so
 * the more specific patterns come first. A fixed route renders the content page at `page`
 * (default: its own path), the route-tree page that holds the area's element, which reads
 * the rest of the path from the bridge; its rule (shared/access) decides access.
 */
export interface FixedRoute {
  id: string;
  path: string;
  /** The route-tree page that renders this route (for patterns with parameters). */
  page?: string;
  rule?: FixedRouteRuleId;
  /** Open without signing in (platform §6). */
  anonymous?: boolean;
  /** The path pattern this address goes on to, in its place (AreaRoute.redirect). */
  redirect?: string;
}

type Manifest = (typeof areaManifests)[number];
/** Every route id the areas' manifests declare. */
type ManifestRouteId = Manifest extends infer M
  ? M extends { routes: infer R }
    ? keyof R & string
    : never
  : never;

/** The areas' routes, read from their manifests (shared/contracts/<area>/element.ts). */
const areaRoutes = areaManifests.flatMap((manifest) =>
  routesOf(manifest).map((route): FixedRoute => ({
    id: route.id,
    path: route.path,
    ...(route.page ? { page: route.page } : {}),
    ...(route.rule ? { rule: route.id as FixedRouteRuleId } : {}),
    ...(route.anonymous ? { anonymous: true } : {}),
    ...(route.redirect ? { redirect: route.redirect } : {}),
  })),
);

/** The host's own pages: the proxy receiver's registration (host/pages/proxy-registration). */
const hostPages = [
  { id: 'proxyRegister', ...proxyRegistrationRoutes.proxyRegister },
  { id: 'proxyRegisterCallback', ...proxyRegistrationRoutes.proxyRegisterCallback },
] as const satisfies readonly FixedRoute[];

/** Routes of areas that have no element yet; their issues move them into manifests. */
const unbuiltAreaRoutes = [] as const satisfies readonly FixedRoute[];

/**
 * The first match wins: the host's pages first (more specific than the proxy page), the
 * unbuilt areas' before the areas' (the timber deliveries lie below the agreements' path).
 */
export const fixedRoutes: readonly FixedRoute[] = [
  ...hostPages,
  ...unbuiltAreaRoutes,
  ...areaRoutes,
];

export type FixedRouteId =
  (typeof hostPages)[number]['id'] | ManifestRouteId | (typeof unbuiltAreaRoutes)[number]['id'];

/**
 * Old and alternative paths (platform §2). The old price comparison tool's
 * `/prisjamforelseverktyg/` goes to the price calculation (issue 13).
 */
export const fixedRedirects: readonly { from: string; to: string }[] = [
  { from: 'medlem-i-{slug}/medlemssupport', to: '/medlem-i-{slug}/skogsagarsupport/' },
  { from: 'mina-kontaktuppgifter', to: '/medlem-i-{slug}/profil/' },
  { from: 'mina-kontaktuppgifter/bekrafta', to: '/medlem-i-{slug}/profil/bekrafta' },
  {
    from: 'prisjamforelseverktyg',
    to: `/${priceCalculationElement.routes.priceCalculationHome.path}/`,
  },
];

/**
 * The accounts home (economy-membership §Accounts: base /skogsgardens-ekonomi/konton-i-{product}/),
 * where the economics home sends the member while ProfileEconomics is on.
 */
export const accountsHomePath = (slug: string) =>
  areaPath(accountsElement.routes.accountsHome, slug);

import type { FixedRouteRuleId } from '../../shared/access/routeRequirements.ts';

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
}

const proxies = 'medlem-i-{slug}/fullmakter';
const timberManager = 'skogsgardens-affarer/leveransvirke';

export const fixedRoutes = [
  // Issue 4 builds these two pages; until then they show the content page or not-found.
  { id: 'proxyRegister', path: 'medlem-i-{slug}/fullmakter/extern/:ticketId', anonymous: true },
  {
    id: 'proxyRegisterCallback',
    path: 'medlem-i-{slug}/fullmakter/extern/:ticketId/slutfor',
    anonymous: true,
  },
  { id: 'proxyCreate', path: 'medlem-i-{slug}/fullmakter/ny', page: proxies, rule: 'proxyCreate' },
  {
    id: 'proxyReplace',
    path: 'medlem-i-{slug}/fullmakter/:proxyId/redigera',
    page: proxies,
    rule: 'proxyReplace',
  },
  {
    id: 'proxyPage',
    path: 'medlem-i-{slug}/fullmakter/:proxyId',
    page: proxies,
    rule: 'proxyPage',
  },
  { id: 'proxyList', path: 'medlem-i-{slug}/fullmakter', rule: 'proxyList' },
  { id: 'support', path: 'medlem-i-{slug}/skogsagarsupport', rule: 'support' },
  { id: 'documents', path: 'skogsgardens-affarer/mina-dokument', rule: 'documents' },
  { id: 'profileDetails', path: 'medlem-i-{slug}/profil', rule: 'profileDetails' },
  {
    id: 'profileConfirm',
    path: 'medlem-i-{slug}/profil/bekrafta',
    page: 'medlem-i-{slug}/profil',
    rule: 'profileDetails',
  },
  { id: 'economics', path: 'skogsgardens-ekonomi/mina-insatsval', rule: 'economics' },
  // Ordered services: the production base path plus the area's base (combined path chosen).
  {
    id: 'production',
    path: 'skogsgardens-affarer/bestallda-tjanster/*',
    page: 'skogsgardens-affarer/bestallda-tjanster',
    rule: 'production',
  },
  // Timber manager v2 and v3 share their paths (only the parameter's meaning differs).
  {
    id: 'timberManagerDeliveries',
    path: 'skogsgardens-affarer/leveransvirke/avtal/:agreementId/anmalan/*',
    page: timberManager,
    rule: 'timberManagerDeliveries',
  },
  {
    id: 'timberManagerAgreement',
    path: 'skogsgardens-affarer/leveransvirke/avtal/:opportunityId/*',
    page: timberManager,
    rule: 'timberManagerAgreement',
  },
  {
    id: 'timberManagerHome',
    path: 'skogsgardens-affarer/leveransvirke',
    rule: 'timberManagerHome',
  },
] as const satisfies readonly FixedRoute[];

export type FixedRouteId = (typeof fixedRoutes)[number]['id'];

/**
 * Old and alternative paths (platform §2). `/prisjamforelseverktyg/` is added with the
 * price comparison tool (a later issue).
 */
export const fixedRedirects: readonly { from: string; to: string }[] = [
  { from: 'medlem-i-{slug}/medlemssupport', to: '/medlem-i-{slug}/skogsagarsupport/' },
  { from: 'mina-kontaktuppgifter', to: '/medlem-i-{slug}/profil/' },
  { from: 'mina-kontaktuppgifter/bekrafta', to: '/medlem-i-{slug}/profil/bekrafta' },
];

/**
 * The accounts home (economy-membership §Accounts: base /skogsgardens-ekonomi/konton-i-{product}/),
 * where the economics home sends the member while ProfileEconomics is on.
 */
export const accountsHomePath = (slug: string) => `/skogsgardens-ekonomi/konton-i-${slug}/`;

export const supportPath = (slug: string) => `/medlem-i-${slug}/skogsagarsupport/`;

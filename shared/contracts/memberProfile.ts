import { z } from 'zod/mini';

/** Page types of the route tree (platform §3). */
export const pageTypes = {
  Unknown: 0,
  StartPage: 5,
  ExternalUrlPage: 10,
  ContentPage: 15,
  GroupPage: 20,
} as const;

/** What a node of the route tree and the editors' fixture of it (fixtures.ts) both say of a page. */
export interface RoutePage {
  id: number;
  urlName: string;
  name: string;
  icon?: string | null | undefined;
  menuChip?: string | null | undefined;
  externalUrl?: string | null | undefined;
  pageType: number;
  showInMenu: boolean;
}

/** The schema's fields of a `RoutePage`, spread into the node's and the fixture's schemas. */
export const routePageShape = {
  id: z.number(),
  urlName: z.string(),
  name: z.string(),
  icon: z.optional(z.nullable(z.string())),
  menuChip: z.optional(z.nullable(z.string())),
  externalUrl: z.optional(z.nullable(z.string())),
  pageType: z.number(),
  showInMenu: z.boolean(),
};

export interface RouteNode extends RoutePage {
  hasAccess: boolean;
  /** True when the content system filters the page out ('/first-sub-page' skips it). */
  pageFiltered?: boolean | undefined;
  /**
   * True when the page's feature flag is off: the node stands in for the page (no children,
   * not in the menu) so the route guard sends its paths home (platform §4), not to not-found.
   */
  featureOff?: boolean | undefined;
  routes: RouteNode[];
}

export const routeNodeSchema: z.ZodMiniType<RouteNode> = z.object({
  ...routePageShape,
  hasAccess: z.boolean(),
  pageFiltered: z.optional(z.boolean()),
  featureOff: z.optional(z.boolean()),
  get routes() {
    return z.array(routeNodeSchema);
  },
});

export const proxyDetailSchema = z.object({
  title: z.string(),
  text: z.string(),
  code: z.string(),
});

/** A proxy the member can act under: given to this member by giverContactId. */
export const profileProxySchema = z.object({
  giverContactId: z.string(),
  giverContactName: z.string(),
  roles: z.array(z.string()),
  details: z.array(proxyDetailSchema),
});
export type ProfileProxy = z.infer<typeof profileProxySchema>;

export const inspectorSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phone: z.string(),
  imageUrl: z.nullable(z.string()),
});
export type Inspector = z.infer<typeof inspectorSchema>;

/** Component model status (platform §3): offline flag and offline window (ISO times). */
export const componentStatusSchema = z.object({
  offline: z.boolean(),
  offlineStarts: z.nullable(z.string()),
  offlineEnds: z.nullable(z.string()),
  offlineMessage: z.nullable(z.string()),
});
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

/**
 * Profile component (platform §3): where a component block's element comes from, with the
 * component model's status so the host can keep an offline component from loading at all.
 */
export const profileComponentSchema = z.object({
  id: z.string(),
  host: z.string(),
  element: z.string(),
  storageKey: z.nullable(z.string()),
  configurationId: z.nullable(z.string()),
  status: componentStatusSchema,
});
export type ProfileComponent = z.infer<typeof profileComponentSchema>;

export const memberProfileSchema = z.object({
  memberId: z.string(),
  customerNo: z.string(),
  name: z.string(),
  emailAddress: z.nullable(z.string()),
  roles: z.array(z.string()),
  routes: z.array(routeNodeSchema),
  proxies: z.array(profileProxySchema),
  inspectors: z.array(inspectorSchema),
  components: z.array(profileComponentSchema),
  isMemberImpersonated: z.boolean(),
  impersonatedMemberName: z.nullable(z.string()),
  lastModifiedEmailPhone: z.nullable(z.string()),
  certificationStatus: z.object({
    isFscCertified: z.boolean(),
    isPefcCertified: z.boolean(),
  }),
  isExplicitMember: z.boolean(),
  isOrganizationUser: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

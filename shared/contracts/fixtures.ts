import { z } from 'zod/mini';
import { featureFlagSchema } from './featureFlags.ts';

/**
 * What editors compose in the content system (content-fixtures/). The server turns these
 * into API answers; `npm run content:check` validates every file with these schemas.
 */
export interface RouteFixture {
  id: number;
  urlName: string;
  name: string;
  icon?: string | null | undefined;
  menuChip?: string | null | undefined;
  externalUrl?: string | null | undefined;
  pageType: number;
  showInMenu: boolean;
  /** Roles the server requires for hasAccess (all of them); empty = everyone. */
  requiredRoles?: string[] | undefined;
  routes?: RouteFixture[] | undefined;
}

export const routeFixtureSchema: z.ZodMiniType<RouteFixture> = z.object({
  id: z.number(),
  urlName: z.string(),
  name: z.string(),
  icon: z.optional(z.nullable(z.string())),
  menuChip: z.optional(z.nullable(z.string())),
  externalUrl: z.optional(z.nullable(z.string())),
  pageType: z.number(),
  showInMenu: z.boolean(),
  requiredRoles: z.optional(z.array(z.string())),
  get routes() {
    return z.optional(z.array(routeFixtureSchema));
  },
});

export const routeTreeFixtureSchema = z.object({ routes: z.array(routeFixtureSchema) });

export const componentFixtureSchema = z.object({
  id: z.string(),
  /** Component host base URL ending with '/', e.g. '/components/test-element/'. */
  host: z.string(),
  element: z.string(),
  storageKey: z.nullable(z.string()),
  configurationId: z.nullable(z.string()),
  /** Component model (platform §3): offline flag and window. */
  status: z.object({
    offline: z.boolean(),
    offlineStarts: z.nullable(z.string()),
    offlineEnds: z.nullable(z.string()),
    offlineMessage: z.nullable(z.string()),
  }),
});
export const componentsFixtureSchema = z.object({ components: z.array(componentFixtureSchema) });
export type ComponentFixture = z.infer<typeof componentFixtureSchema>;

export const featureFlagsFixtureSchema = z.object({ featureFlags: z.array(featureFlagSchema) });

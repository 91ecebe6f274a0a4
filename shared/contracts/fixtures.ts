import { z } from 'zod/mini';
import { featureFlagNames, featureFlagSchema, type FeatureFlagName } from './featureFlags.ts';
import { newsListSchema, pageStatusSchema } from './content.ts';
import { componentStatusSchema, routePageShape, type RoutePage } from './memberProfile.ts';

/**
 * What editors compose in the content system (content-fixtures/). The server turns these
 * into API answers; `npm run content:check` validates every file with these schemas.
 */
export interface RouteFixture extends RoutePage {
  /** Roles the server requires for hasAccess (all of them); empty = everyone. */
  requiredRoles?: string[] | undefined;
  /**
   * The flag that must be on for the node (and everything below it) to exist: while it is
   * off the server leaves the node out of every route tree and answers 404 for its pages.
   * A list: any one of them on (a page two generations of a route set share, §2.1).
   */
  featureFlag?: FeatureFlagName | FeatureFlagName[] | undefined;
  routes?: RouteFixture[] | undefined;
}

export const routeFixtureSchema: z.ZodMiniType<RouteFixture> = z.object({
  ...routePageShape,
  requiredRoles: z.optional(z.array(z.string())),
  featureFlag: z.optional(
    z.union([z.enum(featureFlagNames), z.array(z.enum(featureFlagNames)).check(z.minLength(1))]),
  ),
  get routes() {
    return z.optional(z.array(routeFixtureSchema));
  },
});

export const routeTreeFixtureSchema = z.object({ routes: z.array(routeFixtureSchema) });

export const componentFixtureSchema = z.object({
  id: z.string(),
  /**
   * The service's Swedish name, by which editors pick it for a page in the content system
   * ("Mina konton"). Not in the member's profile.
   */
  name: z.optional(z.string().check(z.minLength(1))),
  /** Component host base URL ending with '/', e.g. '/components/test-element/'. */
  host: z.string(),
  element: z.string(),
  storageKey: z.nullable(z.string()),
  configurationId: z.nullable(z.string()),
  /** Component model (platform §3): offline flag and window. */
  status: componentStatusSchema,
});
export const componentsFixtureSchema = z.object({ components: z.array(componentFixtureSchema) });
export type ComponentFixture = z.infer<typeof componentFixtureSchema>;

/**
 * How members reach the cooperative (contact.json): the one source of the phone number,
 * e-mail, contact page and opening hours that the sidebar, the footer, the support page and
 * the content's support contact cards show (issue 10: they disagreed).
 */
export const contactFixtureSchema = z.object({
  phone: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(3)),
  url: z.string().check(z.minLength(1)),
  /** As read after "öppet", e.g. 'vardagar 09.00–16.00'. */
  hours: z.string().check(z.minLength(1)),
});
export type ContactFixture = z.infer<typeof contactFixtureSchema>;

export const featureFlagsFixtureSchema = z.object({ featureFlags: z.array(featureFlagSchema) });

/** content-fixtures/page-status.json: page id (digits) → its status (platform §3). */
export const pageStatusFixtureSchema = z.record(
  z.string().check(z.regex(/^\d+$/, 'page ids are digits')),
  pageStatusSchema,
);

/**
 * A document as editors list it: `file` is the name of the bytes in content-fixtures/files/
 * (never served by that name), `filename` the name the member's download gets. The server
 * adds fileType and fileSizeFormatted from the file itself.
 */
export const documentFixtureSchema = z.object({
  guid: z.string(),
  driveItemId: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')),
  file: z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]*$/, 'a plain file name (a-z, 0-9, . _ -)')),
  filename: z.string().check(z.minLength(1)),
  title: z.string(),
  modified: z.string(),
});
export type DocumentFixture = z.infer<typeof documentFixtureSchema>;

/** content-fixtures/document-lists/<listId>.json. */
export const documentListFixtureSchema = z.object({
  title: z.string(),
  /** Roles the caller needs to see the list and download its files (all of them). */
  requiredRoles: z.optional(z.array(z.string())),
  documents: z.array(documentFixtureSchema),
});
export type DocumentListFixture = z.infer<typeof documentListFixtureSchema>;

/** content-fixtures/news/<newsId>.json: the items in any order; the server sorts and caps. */
export const newsFixtureSchema = newsListSchema;

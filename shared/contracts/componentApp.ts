import { z } from 'zod/mini';

/**
 * `GET {componentHost}api/v1/app`: the hashed script of an element, its SRI hash and the
 * bridge version it was built against (written by the build; absent from hosts that
 * predate it, which the loader then trusts), and the element's files the script imports
 * statically (relative to the host; the host page preloads them).
 */
export const componentAppSchema = z.object({
  fileName: z.string(),
  integrity: z.string(),
  bridgeVersion: z.optional(z.number()),
  imports: z.optional(z.array(z.string())),
});
export type ComponentApp = z.infer<typeof componentAppSchema>;

/**
 * The id of the host page's JSON data block with the `api/v1/app` answer of the element the
 * page shows, keyed by component host (`/components/proxies/`): the host uses it for its
 * first load of that element instead of asking the component host (one request less in
 * line; server/hostpage/elementPreloads.ts).
 */
export const pageComponentAppsElementId = 'component-apps';
export const pageComponentAppsSchema = z.record(z.string(), componentAppSchema);

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

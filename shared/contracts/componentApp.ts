import { z } from 'zod/mini';

/** `GET {componentHost}api/v1/app`: the hashed script of an element and its SRI hash. */
export const componentAppSchema = z.object({
  fileName: z.string(),
  integrity: z.string(),
});
export type ComponentApp = z.infer<typeof componentAppSchema>;

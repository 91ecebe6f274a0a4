import { z } from 'zod/mini';

/**
 * What the content system gives the portal (GET {CMS_URL}/api/portal/snapshot): the published
 * content as the files of a content folder, content-fixtures/'s layout, so the portal loads
 * and checks it exactly as it loads the files (server/content/cmsSource.ts). Issue 32.
 */

/** A path in the folder: a known folder and a plain name, never `..` or an absolute path. */
const folderPath = z.string().check(z.regex(/^(?:[a-z-]+\/)?[a-z0-9][a-z0-9._-]*$/));

export const contentSnapshotSchema = z.object({
  /** A hash of the content: equal snapshots have equal versions. */
  version: z.string().check(z.regex(/^[a-f0-9]{8,64}$/)),
  /** JSON documents by path ('route-tree.json', 'pages/110.json'). */
  files: z.record(folderPath, z.unknown()),
  /** File bytes by path ('files/stadgar-2026.pdf', 'images/nyhet-virke.svg'), base64. */
  media: z.record(folderPath, z.string()),
});
export type ContentSnapshot = z.infer<typeof contentSnapshotSchema>;

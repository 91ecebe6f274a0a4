import path from 'node:path';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { buildConfig } from 'payload';
import { blockDefinitions } from './blocks.ts';
import { components } from './collections/components.ts';
import { documentLists, uploads } from './collections/documents.ts';
import { news } from './collections/news.ts';
import { pageStatus } from './collections/pageStatus.ts';
import { pages } from './collections/pages.ts';
import { contact, featureFlags } from './collections/settings.ts';
import { users } from './collections/users.ts';

export interface CmsSettings {
  /** SQLite file (development, CI) of the content system. */
  databaseFile: string;
  /** Where uploaded files and images are kept. */
  mediaDir: string;
  secret: string;
  /** The cooperative's part of role names (PRODUCT_SLUG, as the portal's). */
  productSlug: string;
}

/** The editors' content system: what content-fixtures/ holds, as Payload collections. */
export function cmsConfig(settings: CmsSettings) {
  return buildConfig({
    secret: settings.secret,
    telemetry: false,
    db: sqliteAdapter({ client: { url: `file:${settings.databaseFile}` } }),
    blocks: blockDefinitions,
    collections: [
      pages(settings.productSlug),
      pageStatus,
      components,
      news,
      documentLists(settings.productSlug),
      ...uploads(settings.mediaDir),
      featureFlags,
      users,
    ],
    globals: [contact],
    typescript: { autoGenerate: false },
    admin: { user: users.slug, importMap: { baseDir: path.dirname(new URL(import.meta.url).pathname) } },
  });
}

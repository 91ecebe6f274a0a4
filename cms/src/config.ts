import path from 'node:path';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { sv } from '@payloadcms/translations/languages/sv';
import { buildConfig } from 'payload';
import { blockDefinitions } from './blocks.ts';
import { components } from './collections/components.ts';
import { documentLists, uploads } from './collections/documents.ts';
import { news } from './collections/news.ts';
import { pageStatus } from './collections/pageStatus.ts';
import { pages } from './collections/pages.ts';
import { contact, featureFlags } from './collections/settings.ts';
import { users } from './collections/users.ts';
import { portalSnapshotEndpoint } from './portalEndpoint.ts';

export interface CmsSettings {
  /** SQLite file (development, CI) of the content system. */
  databaseFile: string;
  /** Where uploaded files and images are kept. */
  mediaDir: string;
  secret: string;
  /** The cooperative's part of role names (PRODUCT_SLUG, as the portal's). */
  productSlug: string;
  /** The key the portal reads published content with (CMS_PORTAL_KEY); unset: nobody. */
  portalKey?: string | undefined;
}

/** The editors' content system: what content-fixtures/ holds, as Payload collections. */
const cmsRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function cmsConfig(settings: CmsSettings) {
  return buildConfig({
    secret: settings.secret,
    telemetry: false,
    // The editors work in Swedish, like the portal.
    i18n: { supportedLanguages: { sv }, fallbackLanguage: 'sv' },
    // Never Drizzle's push: every database, tests included, is made by the migrations in
    // migrations/ (prepare.ts runs them), so development and production cannot drift.
    db: sqliteAdapter({
      client: { url: `file:${settings.databaseFile}` },
      push: false,
      migrationDir: path.join(cmsRoot, 'migrations'),
    }),
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
    endpoints: [portalSnapshotEndpoint(settings.portalKey, settings.mediaDir)],
    typescript: { autoGenerate: false },
    // The admin's import map lives in app/(payload)/admin/ of the cms folder.
    // 'default': no Gravatar request, nothing leaves the machine.
    admin: { user: users.slug, avatar: 'default', importMap: { baseDir: cmsRoot } },
  });
}

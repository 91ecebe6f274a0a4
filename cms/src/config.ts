import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { sv } from '@payloadcms/translations/languages/sv';
import { buildConfig, type CollectionConfig } from 'payload';
import { blockDefinitions } from './blocks.ts';
import { components } from './collections/components.ts';
import { documentLists, uploads } from './collections/documents.ts';
import { news } from './collections/news.ts';
import { pageStatus } from './collections/pageStatus.ts';
import { pages } from './collections/pages.ts';
import { contact, featureFlags } from './collections/settings.ts';
import { users } from './collections/users.ts';
import type { SignInSettings } from './auth/oidc.ts';
import { globalWithStaffAccess, withStaffAccess } from './collections/access.ts';
import { portalDraftSnapshotEndpoint, portalSnapshotEndpoint } from './portalEndpoint.ts';
import { pagePreviewUrl } from './preview.ts';
import {
  noticeAfterChange,
  noticeAfterDelete,
  noticeAfterGlobalChange,
  type PortalNotice,
} from './publishNotice.ts';

export interface CmsSettings {
  /** SQLite file (development, CI) of the content system. */
  databaseFile: string;
  /**
   * PostgreSQL instead (production, CMS_DATABASE_URL): a database of its own, on the portal's
   * server or another. Unset: the SQLite file.
   */
  databaseUrl?: string | undefined;
  /** Where uploaded files and images are kept. */
  mediaDir: string;
  secret: string;
  /** The cooperative's part of role names (PRODUCT_SLUG, as the portal's). */
  productSlug: string;
  /** The key the portal reads published content with (CMS_PORTAL_KEY); unset: nobody. */
  portalKey?: string | undefined;
  /** The portal told of each publish (PORTAL_URL); unset: it finds out by its own pull. */
  portalUrl?: string | undefined;
  /**
   * Staff sign-in at the portal's identity provider (CMS_URL, CMS_OIDC_CLIENT_SECRET,
   * CMS_OIDC_ISSUER); unset: nobody can sign in to the admin.
   */
  signIn?: SignInSettings | undefined;
}

/** A content collection whose changes the portal is told of. */
function noticed(collection: CollectionConfig, notice: PortalNotice | undefined): CollectionConfig {
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), noticeAfterChange(notice)],
      afterDelete: [...(hooks.afterDelete ?? []), noticeAfterDelete(notice)],
    },
  };
}

/** The editors' content system: what content-fixtures/ holds, as Payload collections. */
const cmsRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function cmsConfig(settings: CmsSettings) {
  const notice =
    settings.portalUrl && settings.portalKey
      ? { portalUrl: settings.portalUrl, key: settings.portalKey }
      : undefined;
  const content = [
    pages(settings.productSlug, pagePreviewUrl(settings.portalUrl, settings.portalKey)),
    pageStatus,
    components,
    news,
    documentLists(settings.productSlug),
    ...uploads(settings.mediaDir),
    featureFlags,
  ].map((collection) => withStaffAccess(noticed(collection, notice)));
  return buildConfig({
    secret: settings.secret,
    telemetry: false,
    // The editors work in Swedish, like the portal.
    i18n: { supportedLanguages: { sv }, fallbackLanguage: 'sv' },
    // Never Drizzle's push: every database, tests included, is made by the migrations in
    // migrations/ (SQLite) or migrations-postgres/ (prepare.ts runs them), so development and
    // production cannot drift. A change to the model needs a migration for each.
    db: settings.databaseUrl
      ? postgresAdapter({
          pool: { connectionString: settings.databaseUrl },
          push: false,
          migrationDir: path.join(cmsRoot, 'migrations-postgres'),
        })
      : sqliteAdapter({
          client: { url: `file:${settings.databaseFile}` },
          push: false,
          migrationDir: path.join(cmsRoot, 'migrations'),
        }),
    blocks: blockDefinitions,
    collections: [...content, users(settings.signIn, settings.secret)],
    globals: [
      globalWithStaffAccess({
        ...contact,
        hooks: { afterChange: [noticeAfterGlobalChange(notice)] },
      }),
    ],
    endpoints: [
      portalSnapshotEndpoint(settings.portalKey, settings.mediaDir),
      portalDraftSnapshotEndpoint(settings.portalKey, settings.mediaDir),
    ],
    // Scheduled publishing and unpublishing are jobs: the admin's server runs the due ones
    // every 10 seconds, so a status message or offline window starts and ends on time.
    jobs: { autoRun: [{ cron: '*/10 * * * * *', queue: 'default', limit: 20 }] },
    typescript: { autoGenerate: false },
    // The admin's import map lives in app/(payload)/admin/ of the cms folder.
    // 'default': no Gravatar request, nothing leaves the machine.
    // The login view has one button: staff sign in with their staff account (auth/).
    admin: {
      user: 'users',
      avatar: 'default',
      importMap: { baseDir: cmsRoot },
      components: { afterLogin: ['/src/auth/LoginButton.tsx#LoginButton'] },
    },
  });
}

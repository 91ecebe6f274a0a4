import { timingSafeEqual } from 'node:crypto';
import type { Endpoint } from 'payload';
import { draftSnapshotPath } from '../../shared/contracts/contentPreview.ts';
import type { ExportOptions } from './fixtures/exportContent.ts';
import { contentSnapshot } from './fixtures/snapshot.ts';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A snapshot endpoint only the portal may call: `Authorization: Bearer <CMS_PORTAL_KEY>`. */
function portalOnly(
  path: string,
  portalKey: string | undefined,
  mediaDir: string,
  options: ExportOptions,
): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      const given = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
      if (!portalKey || !given || !sameKey(given, portalKey))
        return Response.json({ message: 'Not allowed.' }, { status: 401 });
      const snapshot = await contentSnapshot(req.payload, mediaDir, options);
      return Response.json(snapshot, { headers: { 'cache-control': 'no-store' } });
    },
  };
}

/**
 * GET /api/portal/snapshot: the published content for the portal, and nothing else (drafts
 * never leave through it).
 */
export const portalSnapshotEndpoint = (portalKey: string | undefined, mediaDir: string) =>
  portalOnly('/portal/snapshot', portalKey, mediaDir, {});

/**
 * GET /api/portal/draft-snapshot: the newest drafts, for the portal's preview only (it shows
 * them to the editor who asked, shared/contracts/contentPreview.ts).
 */
export const portalDraftSnapshotEndpoint = (portalKey: string | undefined, mediaDir: string) =>
  portalOnly(draftSnapshotPath.replace(/^\/api/, ''), portalKey, mediaDir, { drafts: true });

import { timingSafeEqual } from 'node:crypto';
import type { Endpoint } from 'payload';
import { contentSnapshot } from './fixtures/snapshot.ts';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/portal/snapshot: the published content for the portal, and nothing else (drafts
 * never leave through it). Only the portal may call it: `Authorization: Bearer <key>`, the
 * key both processes get as CMS_PORTAL_KEY.
 */
export function portalSnapshotEndpoint(portalKey: string | undefined, mediaDir: string): Endpoint {
  return {
    path: '/portal/snapshot',
    method: 'get',
    handler: async (req) => {
      const given = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
      if (!portalKey || !given || !sameKey(given, portalKey))
        return Response.json({ message: 'Not allowed.' }, { status: 401 });
      const snapshot = await contentSnapshot(req.payload, mediaDir);
      return Response.json(snapshot, { headers: { 'cache-control': 'no-store' } });
    },
  };
}

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';

/** Where the portal takes notice of a publish, and the key both sides share (CMS_PORTAL_KEY). */
export interface PortalNotice {
  portalUrl: string;
  key: string;
}

/** Set in a Local API call's `context` to save without telling the portal (the seed). */
export const quiet = 'withoutPortalNotice';

/**
 * Tells the portal that published content changed, so members see it within seconds. A lost
 * notice costs at most the portal's next pull (a minute): it never fails the editor's save.
 */
async function notify(notice: PortalNotice | undefined, req: PayloadRequest) {
  if (!notice || req.context[quiet]) return;
  try {
    const answer = await fetch(new URL('/internal/content/published', notice.portalUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${notice.key}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (!answer.ok) req.payload.logger.warn(`the portal answered ${answer.status} to a publish`);
  } catch (error) {
    req.payload.logger.warn(`the portal was not told of a publish: ${String(error)}`);
  }
}

/**
 * After any save. A draft save cannot be told from an unpublish here, so the portal hears of
 * both; a draft changes nothing in its snapshot, so it reloads nothing (same version).
 */
export const noticeAfterChange =
  (notice: PortalNotice | undefined): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    await notify(notice, req);
    return doc;
  };

export const noticeAfterDelete =
  (notice: PortalNotice | undefined): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await notify(notice, req);
    return doc;
  };

export const noticeAfterGlobalChange =
  (notice: PortalNotice | undefined): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await notify(notice, req);
    return doc;
  };

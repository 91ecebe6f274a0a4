import { z } from 'zod/mini';
import { staffAccountPrefix } from './contentSystemSignIn.ts';

/**
 * The draft preview (issue 32): the editor's "Förhandsgranska" in the content system opens
 * the portal's own host on a link with a signed, short-lived token; the portal shows the
 * newest drafts there to that staff person only, while they act as a member they chose
 * (an impersonation they started themselves). What both sides agree on; the portal's side
 * is server/content/preview.ts, the content system's cms/src/preview.ts.
 */

/** The portal's address that opens a preview: `${PORTAL_URL}${previewPath}?token=…`. */
export const previewPath = '/forhandsvisning';
/** Ends the preview in this browser (removes the cookie). */
export const previewEndPath = '/forhandsvisning/avsluta';

/**
 * A cookie the host reads, set and removed with the preview's own (which holds the token and
 * is HttpOnly): while it is there and staff act as a member, the host says the pages show
 * drafts. No secret: it only tells the page to say so.
 */
export const previewShownCookie = 'portal_preview_shown';

/** The content system's address the portal reads the newest drafts from (the portal key). */
export const draftSnapshotPath = '/api/portal/draft-snapshot';

/**
 * The token's life: the link is made when the editor opens or saves the document, and the
 * preview it opens ends with it. Ten minutes: long enough to sign in and choose a member.
 */
export const previewTokenSeconds = 600;

/**
 * The token is a JWT signed HS256 with a key made from CMS_PORTAL_KEY for this use alone
 * (HKDF-SHA256 with this salt and info), so it is never the bearer key itself.
 */
export const previewToken = {
  issuer: 'content-system',
  audience: 'portal-preview',
  keySalt: 'portal-cms',
  keyInfo: 'portal preview token',
} as const;

/** The claims of a preview token (besides iss, aud, iat, exp). */
export const previewClaimsSchema = z.object({
  /** The editor: `staff:<staff user id>`, as in the content system's sign-in. */
  sub: z.string().check(z.regex(new RegExp(`^${staffAccountPrefix}`))),
  /** The portal page the editor previews (route tree id). */
  page: z.number().check(z.int(), z.gte(1)),
});
export type PreviewClaims = z.infer<typeof previewClaimsSchema>;

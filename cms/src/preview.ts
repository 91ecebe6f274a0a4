import { hkdfSync } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GeneratePreviewURL } from 'payload';
import {
  previewClaimsSchema,
  previewPath,
  previewToken,
  previewTokenSeconds,
  type PreviewClaims,
} from '../../shared/contracts/contentPreview.ts';

/**
 * The draft preview's link (shared/contracts/contentPreview.ts): the edit view's
 * "Förhandsgranska" opens the portal's host with a token that names the editor and the page,
 * signed with a key made from the portal key, valid for ten minutes. Payload makes the link
 * when the document is opened and again as the editor works on it.
 */
export function previewKey(portalKey: string): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', portalKey, previewToken.keySalt, previewToken.keyInfo, 32),
  );
}

export async function signPreviewToken(portalKey: string, claims: PreviewClaims): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(previewToken.issuer)
    .setAudience(previewToken.audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + previewTokenSeconds)
    .sign(previewKey(portalKey));
}

/**
 * `admin.preview` of the pages: no link without the portal (PORTAL_URL, CMS_PORTAL_KEY), for
 * a page without its portal id yet, or for a caller who is no signed-in editor.
 */
export function pagePreviewUrl(
  portalUrl: string | undefined,
  portalKey: string | undefined,
): GeneratePreviewURL | undefined {
  if (!portalUrl || !portalKey) return undefined;
  return async (doc, { req }) => {
    const sub = (req.user as { sub?: unknown } | null)?.sub;
    const parsed = previewClaimsSchema.safeParse({ sub, page: doc.id });
    if (!parsed.success) return null;
    const url = new URL(previewPath, portalUrl);
    url.searchParams.set('token', await signPreviewToken(portalKey, parsed.data));
    return url.toString();
  };
}

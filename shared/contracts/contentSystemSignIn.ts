/**
 * Staff sign in to the editors' content system (cms/) through the portal's identity
 * provider: what both sides must agree on. The provider registers the client only when the
 * content system is configured (CMS_URL and CMS_OIDC_CLIENT_SECRET, server/config.ts).
 */

/** The roles a staff person may hold in the content system (`staff_users.content_roles`). */
export const contentRoles = ['editor', 'publisher'] as const;
export type ContentRole = (typeof contentRoles)[number];

export const isContentRole = (value: unknown): value is ContentRole =>
  typeof value === 'string' && (contentRoles as readonly string[]).includes(value);

/** The confidential OIDC client of the content system. */
export const contentSystemClientId = 'content-system';

/** The content system's redirect URI is its public URL plus this path. */
export const contentSystemCallbackPath = '/api/users/oidc/callback';

/** The account (= `sub`) of a staff person signed in to the content system: `staff:<id>`. */
export const staffAccountPrefix = 'staff:';

/** The claims the content system asks for in the ID token (OIDC `claims` parameter). */
export const contentSystemClaims = ['name', 'email', 'content_roles'] as const;

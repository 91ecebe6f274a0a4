import type { RuntimeSettings } from '../contracts/settings.ts';
import { storagePrefix } from '../bridge/storage.ts';

// Paths and storage keys of the sign-in flows, kept apart from oidc-client-ts so that the
// host's first load can know them without loading the auth engine (authService.ts).

export const loginCallbackPath = '/authentication/login-callback';
export const logoutCallbackPath = '/authentication/logout-callback';
export const passwordChangePath = '/password-change';

/** Prefix of the oidc-client-ts keys in local storage ('memberportal_oidc.user:...'). */
export const oidcStoragePrefix = `${storagePrefix}oidc.`;

/** The local storage key oidc-client-ts keeps the user under. */
export function userStoreKey(settings: RuntimeSettings): string {
  return `${oidcStoragePrefix}user:${settings.identity.authority}:${settings.identity.clientId}`;
}

/** True when the URL is the identity provider's answer (code or error plus state). */
export function isAuthorizationResponse(url: URL): boolean {
  const params = url.searchParams;
  return params.has('state') && (params.has('code') || params.has('error'));
}

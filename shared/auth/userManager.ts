import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeSettings } from '../contracts/settings.ts';
import { loginCallbackPath, logoutCallbackPath, oidcStoragePrefix } from './paths.ts';

/**
 * The portal's UserManager, configured only from runtime settings: authorization code with
 * PKCE; one callback page for redirect, popup and silent sign-in. The user is kept in local
 * storage so that every tab shares one session (and renewals can be serialised).
 * Renewal is ours (see authService), so automaticSilentRenew is off.
 */
export function createUserManager(
  settings: RuntimeSettings,
  origin = location.origin,
): UserManager {
  const { identity } = settings;
  const store = new WebStorageStateStore({ store: localStorage, prefix: oidcStoragePrefix });
  const callback = `${origin}${loginCallbackPath}`;
  return new UserManager({
    authority: identity.authority,
    client_id: identity.clientId,
    scope: identity.scope,
    response_type: 'code',
    redirect_uri: callback,
    popup_redirect_uri: callback,
    silent_redirect_uri: callback,
    post_logout_redirect_uri: `${origin}${logoutCallbackPath}`,
    ui_locales: identity.uiLocales,
    extraQueryParams: { ...identity.extraQueryParams },
    automaticSilentRenew: false,
    monitorSession: true,
    userStore: store,
    stateStore: store,
  });
}

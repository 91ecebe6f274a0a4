import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeSettings } from '../contracts/settings.ts';
import { storagePrefix } from '../bridge/storage.ts';
import { passwordChangePath } from './paths.ts';

/**
 * The password change flow (platform §7): a redirect to the separate password-change
 * authority, back to /password-change. Its own UserManager and storage keys, so it never
 * touches the member's session; the tokens it brings back are dropped.
 */
export function createPasswordChangeManager(
  settings: RuntimeSettings,
  origin = location.origin,
): UserManager {
  const { identity } = settings;
  return new UserManager({
    authority: identity.passwordChangeAuthority,
    client_id: identity.clientId,
    scope: 'openid',
    response_type: 'code',
    redirect_uri: `${origin}${passwordChangePath}`,
    ui_locales: identity.uiLocales,
    extraQueryParams: { ...identity.extraQueryParams },
    automaticSilentRenew: false,
    monitorSession: false,
    stateStore: new WebStorageStateStore({
      store: localStorage,
      prefix: `${storagePrefix}passwordChange.`,
    }),
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
}

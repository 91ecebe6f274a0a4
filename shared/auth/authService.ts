import type { WritableAtom } from 'nanostores';
import type { User, UserManager } from 'oidc-client-ts';
import type { RuntimeSettings } from '../contracts/settings.ts';
import { staffDeskPath, type SignInResult } from '../contracts/signIn.ts';
import type { AuthState, AuthUser } from '../bridge/types.ts';
import { mustLeaveAfterStorageChange } from './crossTab.ts';
import { readLastAuthTime, shouldTrySilentSignIn, writeLastAuthTime } from './lastAuthTime.ts';
import { withRenewalLock } from './renewalLock.ts';
import { isLoginRequired, isPopupBlocked, mapSignInError } from './signInErrors.ts';
import { createUserManager } from './userManager.ts';
import { userStoreKey } from './paths.ts';

/** What the portal passes through the identity provider and back. */
export interface SignInState {
  returnUrl: string;
}

export interface SignInOptions {
  returnUrl?: string;
  /** Preselects a sign-in method at providers that support it ('eid' | 'password' | 'staff'). */
  acrValues?: string;
}

export interface AuthService {
  readonly userManager: UserManager;
  /** Loads the stored user or tries a silent sign-in; wires session monitoring. */
  init(options?: { trySilent?: boolean }): Promise<void>;
  /** Popup first, redirect when the popup is blocked. null: nothing to report. */
  signIn(options?: SignInOptions): Promise<SignInResult | null>;
  /** The login-callback page: completes a redirect, popup or silent sign-in. */
  completeSignIn(url?: string): Promise<SignInResult | null>;
  signOut(): Promise<void>;
  completeSignOut(): Promise<void>;
  getAccessToken(): Promise<string | null>;
  dispose(): void;
}

export interface AuthServiceDeps {
  settings: RuntimeSettings;
  /** bridge.auth */
  auth: WritableAtom<AuthState>;
  /** The member's session is over (signed out at the provider, or a renewal failed for good). */
  onSessionEnded?: () => void;
  userManager?: UserManager;
  /** location.assign, replaceable in tests. */
  assign?: (url: string) => void;
  now?: () => number;
}

const tokenMarginSeconds = 60;

function toAuthUser(user: User): AuthUser {
  const profile = user.profile as Record<string, unknown>;
  const str = (v: unknown) => (v == null ? null : String(v));
  const num = (v: unknown) => (typeof v === 'number' ? v : v == null ? null : Number(v));
  return {
    sub: user.profile.sub,
    customer_no: str(profile['customer_no']),
    name: str(profile['name']),
    idp: str(profile['idp']),
    auth_time: num(profile['auth_time']),
  };
}

function currentUrl(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function sameOriginPath(url: string | undefined): string {
  if (!url) return '/';
  try {
    const parsed = new URL(url, location.origin);
    return parsed.origin === location.origin
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : '/';
  } catch {
    return '/';
  }
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { settings, auth } = deps;
  const um = deps.userManager ?? createUserManager(settings);
  const assign = deps.assign ?? ((url: string) => location.assign(url));
  const nowSeconds = () => Math.floor((deps.now ?? Date.now)() / 1000);
  const cleanups: (() => void)[] = [];
  let renewal: Promise<User | null> | undefined;

  function setSignedIn(user: User) {
    auth.set({ status: 'signedIn', user: toAuthUser(user) });
    const authTime = (user.profile as { auth_time?: unknown }).auth_time;
    writeLastAuthTime(typeof authTime === 'number' ? authTime : nowSeconds());
  }

  function setSignedOut() {
    auth.set({ status: 'signedOut', user: null });
  }

  function extraQueryParams(acrValues?: string): Record<string, string> {
    return {
      ...settings.identity.extraQueryParams,
      ...(acrValues ? { acr_values: acrValues } : {}),
    };
  }

  async function endSession() {
    await um.removeUser();
    writeLastAuthTime(null);
    setSignedOut();
    deps.onSessionEnded?.();
  }

  /** Silent renew failed: sign in again and come back here; on failure go to the origin. */
  async function recoverFromRenewError() {
    try {
      await um.signinRedirect({
        state: { returnUrl: currentUrl() } satisfies SignInState,
        extraQueryParams: extraQueryParams(),
      });
    } catch {
      assign(location.origin);
    }
  }

  function renew(): Promise<User | null> {
    renewal ??= withRenewalLock(async () => {
      // Another tab may have renewed while we waited for the lock: its user is in storage.
      const stored = await um.getUser();
      if (stored && !stored.expired && (stored.expires_in ?? 0) > tokenMarginSeconds) {
        await um.events.load(stored, false);
        return stored;
      }
      return um.signinSilent({ extraQueryParams: extraQueryParams() });
    })
      .catch(async () => {
        await recoverFromRenewError();
        return null;
      })
      .finally(() => {
        renewal = undefined;
      });
    return renewal;
  }

  function wireEvents() {
    cleanups.push(
      um.events.addUserLoaded((user) => setSignedIn(user)),
      um.events.addUserUnloaded(() => setSignedOut()),
      um.events.addAccessTokenExpiring(() => void renew()),
      um.events.addAccessTokenExpired(() => void renew()),
      um.events.addUserSignedOut(() => void endSession()),
    );
    const key = userStoreKey(settings);
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea && event.storageArea !== localStorage) return;
      const user = auth.get().user;
      const current = user ? { sub: user.sub, customer_no: user.customer_no } : null;
      if (mustLeaveAfterStorageChange({ key: event.key, newValue: event.newValue }, key, current)) {
        assign('/');
      } else if (event.key === key && event.newValue) {
        // Another tab renewed: re-arm the expiry timers with the fresh tokens.
        void um.getUser().then((fresh) => fresh && um.events.load(fresh, false));
      }
    };
    window.addEventListener('storage', onStorage);
    cleanups.push(() => window.removeEventListener('storage', onStorage));
  }

  /** The provider sent staff to the desk (server-rendered, outside this page): go there. */
  function leaveForDesk(result: SignInResult | null): SignInResult | null {
    if (result?.status === 'redirect' && result.redirectUrl === staffDeskPath)
      assign(staffDeskPath);
    return result;
  }

  async function completeWith(user: User | null | undefined, fallbackReturn?: string) {
    if (!user) return null;
    setSignedIn(user);
    const state = user.state as Partial<SignInState> | undefined;
    return {
      status: 'success',
      redirectUrl: sameOriginPath(state?.returnUrl ?? fallbackReturn),
      state: user.state,
    } satisfies SignInResult;
  }

  return {
    userManager: um,

    async init({ trySilent = true } = {}) {
      wireEvents();
      let user = await um.getUser();
      if (user?.expired) user = await renew().catch(() => null);
      if (user) {
        setSignedIn(user);
        return;
      }
      if (
        trySilent &&
        shouldTrySilentSignIn(
          nowSeconds(),
          readLastAuthTime(),
          settings.identity.reauthenticationWindowSeconds,
        )
      ) {
        try {
          const silent = await um.signinSilent({ extraQueryParams: extraQueryParams() });
          if (silent) {
            setSignedIn(silent);
            return;
          }
        } catch {
          // login_required and every other silent failure: the member is simply signed out.
        }
      }
      setSignedOut();
    },

    async signIn(options = {}) {
      const returnUrl = sameOriginPath(options.returnUrl ?? currentUrl());
      // A sign-in the member starts always asks who is signing (prompt=login): a provider
      // session left by the last person at a shared computer never signs the next one in.
      const args = {
        state: { returnUrl } satisfies SignInState,
        prompt: 'login',
        extraQueryParams: extraQueryParams(options.acrValues),
      };
      try {
        const user = await um.signinPopup({ ...args, popupAbortOnClose: true });
        return await completeWith(user, returnUrl);
      } catch (error) {
        if (isPopupBlocked(error)) {
          try {
            await um.signinRedirect(args);
            return { status: 'redirect', redirectUrl: returnUrl };
          } catch (redirectError) {
            return mapSignInError(redirectError, {
              clearStaleState: () => um.clearStaleState(),
              returnUrl,
            });
          }
        }
        return leaveForDesk(
          await mapSignInError(error, { clearStaleState: () => um.clearStaleState(), returnUrl }),
        );
      }
    },

    async completeSignIn(url) {
      try {
        const user = await um.signinCallback(url);
        // Popup and silent callbacks hand the answer to the opener/parent and return nothing.
        return user ? await completeWith(user) : null;
      } catch (error) {
        if (isLoginRequired(error)) return null;
        const result = leaveForDesk(
          await mapSignInError(error, { clearStaleState: () => um.clearStaleState() }),
        );
        // The state came back from the provider: only a path of this site is a way back.
        return result?.redirectUrl
          ? { ...result, redirectUrl: sameOriginPath(result.redirectUrl) }
          : result;
      }
    },

    async signOut() {
      writeLastAuthTime(null);
      try {
        await um.signoutRedirect({ state: { returnUrl: '/' } });
      } catch {
        await um.removeUser();
        setSignedOut();
        assign('/authentication/logged-out');
      }
    },

    async completeSignOut() {
      try {
        await um.signoutCallback();
      } catch {
        // A stale or missing sign-out state still ends the session here.
      }
      await um.removeUser();
      await um.clearStaleState();
      setSignedOut();
    },

    async getAccessToken() {
      const user = await um.getUser();
      if (!user) return null;
      if (user.expired || (user.expires_in ?? Infinity) <= tokenMarginSeconds) {
        const renewed = await renew();
        return renewed?.access_token ?? null;
      }
      return user.access_token;
    },

    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}

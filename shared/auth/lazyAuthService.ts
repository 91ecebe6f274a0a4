import type { AuthService, AuthServiceDeps } from './authService.ts';
import { readLastAuthTime, shouldTrySilentSignIn } from './lastAuthTime.ts';
import { userStoreKey } from './paths.ts';

/** The auth service without its UserManager: what the host uses. */
export type PortalAuth = Omit<AuthService, 'userManager'>;

/**
 * The auth service with its engine (authService.ts and oidc-client-ts, ~17 KB gzip) loaded
 * only when needed: a stored session, a silent sign-in inside the re-authentication window,
 * or a sign-in or sign-out action. A visitor who never signed in does not download it.
 */
export function createLazyAuthService(deps: Omit<AuthServiceDeps, 'userManager'>): PortalAuth {
  let engine: Promise<AuthService> | undefined;
  const load = () =>
    (engine ??= import('./authService.ts').then((module) => module.createAuthService(deps)));
  const nowSeconds = () => Math.floor((deps.now ?? Date.now)() / 1000);

  const needsEngineAtStart = (trySilent: boolean) =>
    localStorage.getItem(userStoreKey(deps.settings)) !== null ||
    (trySilent &&
      shouldTrySilentSignIn(
        nowSeconds(),
        readLastAuthTime(),
        deps.settings.identity.reauthenticationWindowSeconds,
      ));

  return {
    async init(options = {}) {
      if (!needsEngineAtStart(options.trySilent ?? true)) {
        deps.auth.set({ status: 'signedOut', user: null });
        return;
      }
      await (await load()).init(options);
    },
    signIn: async (options) => (await load()).signIn(options),
    completeSignIn: async (url) => (await load()).completeSignIn(url),
    signOut: async () => (await load()).signOut(),
    completeSignOut: async () => (await load()).completeSignOut(),
    getAccessToken: async () => (engine ? (await engine).getAccessToken() : null),
    dispose: () => void engine?.then((service) => service.dispose()),
  };
}

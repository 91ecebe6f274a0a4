export { createAuthService } from './authService.ts';
export type { AuthService, AuthServiceDeps, SignInOptions, SignInState } from './authService.ts';
export { identityFromStoredUser, mustLeaveAfterStorageChange } from './crossTab.ts';
export type { SessionIdentity, StoredSessionChange } from './crossTab.ts';
export { readLastAuthTime, shouldTrySilentSignIn, writeLastAuthTime } from './lastAuthTime.ts';
export {
  createPasswordChangeManager,
  isAuthorizationResponse,
  passwordChangePath,
} from './passwordChange.ts';
export { renewalLockName, withRenewalLock } from './renewalLock.ts';
export { isLoginRequired, isPopupBlocked, mapSignInError, signInMessages } from './signInErrors.ts';
export {
  createUserManager,
  loginCallbackPath,
  logoutCallbackPath,
  oidcStoragePrefix,
  userStoreKey,
} from './userManager.ts';

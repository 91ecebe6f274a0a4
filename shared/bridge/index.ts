/**
 * `@portal/bridge`: the one object host and elements share (docs/architecture.md, "The bridge").
 * One copy per page through the import map; getBridge() is idempotent across copies.
 */
export {
  createBridge,
  elementView,
  getBridge,
  idleProfile,
  provideImplementation,
} from './bridge.ts';
export { cacheTtl, createCache } from './cache.ts';
export type { Cache, CacheEntry, CacheState } from './cache.ts';
export {
  clearSession,
  loadFeatures,
  loadMyProfile,
  loadProxyProfile,
  startSession,
  switchToMyProfile,
  switchToProxy,
} from './profiles.ts';
export type { ProfileLoaders } from './profiles.ts';
export {
  lastAuthTimeKey,
  proxyUserIdKey,
  readProxyUserId,
  storagePrefix,
  writeProxyUserId,
} from './storage.ts';
export { createLogger, log } from './log.ts';
export type { Logger } from './log.ts';
export { createToastService, maxToasts, toastDurations } from './toasts.ts';
export type {
  Toast,
  ToastClock,
  ToastDuration,
  ToastInput,
  ToastKind,
  ToastPause,
  ToastService,
} from './toasts.ts';
export { bridgeKey, bridgeVersion } from './types.ts';
export type {
  AuthState,
  AuthStatus,
  AuthUser,
  BridgeActions,
  BridgeImplementation,
  EarlyAnswers,
  ElementBridge,
  FeaturesState,
  Loadable,
  LoadStatus,
  LocationState,
  NavigateOptions,
  PortalBridge,
  ProfileState,
  ProxyState,
  RouteState,
} from './types.ts';

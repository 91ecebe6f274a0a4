import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { FeatureFlag } from '../contracts/featureFlags.ts';
import type { MemberProfile } from '../contracts/memberProfile.ts';
import type { RuntimeSettings } from '../contracts/settings.ts';
import type { ToastService } from './toasts.ts';

/** Bump when a change to this contract would break an element built against the old one. */
export const bridgeVersion = 1;

/** The global key; `Symbol.for` so every copy of this module finds the same object. */
export const bridgeKey: unique symbol = Symbol.for('granskog.memberPortal.bridge');

export type AuthStatus = 'initialising' | 'signedOut' | 'signedIn';

/** The claims the portal reads from the identity provider (platform §3). */
export interface AuthUser {
  sub: string;
  customer_no: string | null;
  name: string | null;
  idp: string | null;
  /** Seconds since the epoch. */
  auth_time: number | null;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** A value loaded from the server: what it is and where it stands. */
export interface Loadable<T> {
  state: LoadStatus;
  data: T | null;
  /** The error as thrown (an ApiError from shared/api for server answers). */
  error: unknown;
}

export type ProfileState = Loadable<MemberProfile>;
export type FeaturesState = Loadable<FeatureFlag[]>;

/** The proxy in use: its member id (also in session storage) and its profile. */
export interface ProxyState {
  userId: string | null;
  profile: ProfileState;
}

export interface LocationState {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The portal route the host matched for the current path (an area's route from its
 * manifest) and its parameters, so an element never parses the URL itself. `id` is null
 * on a path that is no fixed route; `params['*']` holds the rest of a wildcard route.
 */
export interface RouteState {
  id: string | null;
  params: Readonly<Record<string, string>>;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** What elements may ask the host to do. The host provides the implementation. */
export interface BridgeActions {
  /** Start sign-in; after it the member comes back to returnUrl (default: the current URL). */
  signIn(returnUrl?: string): Promise<void>;
  signOut(): Promise<void>;
  /** Act for another member (proxy giver's member id). Rejects when the proxy can't be used. */
  useProxy(userId: string): Promise<void>;
  /** Stop acting for another member. */
  useMyProfile(): Promise<void>;
  /**
   * Client-side navigation inside the portal (a path such as '/medlem-i-granskog/profil/').
   * `replace` takes the current history entry's place: a redirect to a default child, so
   * that Back leaves the area instead of landing on the redirect again.
   */
  navigate(path: string, options?: NavigateOptions): void;
}

/**
 * Answers to GET calls asked ahead of the code that reads them (shared/api/client.ts
 * `prefetch`), keyed by proxy and path: one store per page, so the host may ask a call that an
 * element's own API client then takes.
 */
export type EarlyAnswers = Map<string, { at: number; response: Promise<Response> }>;

export interface PortalBridge {
  readonly version: typeof bridgeVersion;
  readonly settings: WritableAtom<RuntimeSettings | null>;
  readonly auth: WritableAtom<AuthState>;
  /** A valid access token for the member API, renewed when needed; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** The signed-in member's own profile (GET /api/v2/memberProfiles/me). */
  readonly myProfile: WritableAtom<ProfileState>;
  /** The proxy in use and its profile (GET /api/v2/memberProfiles/current with X-User-Id). */
  readonly proxy: WritableAtom<ProxyState>;
  /** The profile the portal acts as: the proxy's while a proxy is used, otherwise my own. */
  readonly effectiveProfile: ReadableAtom<ProfileState>;
  readonly features: WritableAtom<FeaturesState>;
  readonly location: WritableAtom<LocationState>;
  readonly route: WritableAtom<RouteState>;
  readonly earlyAnswers: EarlyAnswers;
  /** The portal's one toast service (platform §9); the host shows what it holds. */
  readonly toasts: ToastService;
  readonly actions: BridgeActions;
}

/**
 * The bridge as an element sees it: every atom read-only (only the host writes them), the
 * token and the actions. `elementView(getBridge())` gives it; the type is the contract.
 */
export interface ElementBridge {
  readonly version: typeof bridgeVersion;
  readonly settings: ReadableAtom<RuntimeSettings | null>;
  readonly auth: ReadableAtom<AuthState>;
  getAccessToken(): Promise<string | null>;
  readonly myProfile: ReadableAtom<ProfileState>;
  readonly proxy: ReadableAtom<ProxyState>;
  readonly effectiveProfile: ReadableAtom<ProfileState>;
  readonly features: ReadableAtom<FeaturesState>;
  readonly location: ReadableAtom<LocationState>;
  readonly route: ReadableAtom<RouteState>;
  readonly earlyAnswers: EarlyAnswers;
  /** Confirms what the member did: `toasts.show({ message, kind, duration })`. */
  readonly toasts: ToastService;
  readonly actions: BridgeActions;
}

/** What the host plugs into the bridge (the bridge itself knows no HTTP and no OIDC). */
export interface BridgeImplementation extends BridgeActions {
  getAccessToken(): Promise<string | null>;
}

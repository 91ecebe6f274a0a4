import {
  staffDeskErrorCode,
  staffDeskPath,
  userNotFoundErrorCode,
  type SignInResult,
} from '../contracts/signIn.ts';

/**
 * Sign-in errors of platform §8 as SignInResults. The `message` is the spec's English
 * text (for logs and tests); the UI shows the Swedish text of signInMessageKey().
 */
export const signInMessages = {
  userNotFound: 'The user does not exist.',
  windowClosed: 'The user closed the window.',
  stateError: 'There was an error processing the sign-in response.',
  failed: 'The sign-in failed.',
} as const;

interface ErrorLike {
  message?: unknown;
  error?: unknown;
  error_description?: unknown;
}

function texts(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  if (typeof error !== 'object' || error === null) return [];
  const e = error as ErrorLike;
  return [e.error, e.error_description, e.message].filter(
    (v): v is string => typeof v === 'string',
  );
}

const has = (error: unknown, needle: string) => texts(error).some((text) => text.includes(needle));

/** The popup could not be opened (blocked by the browser): fall back to a redirect. */
export function isPopupBlocked(error: unknown): boolean {
  return has(error, 'Attempted to navigate on a disposed window') || has(error, 'Popup blocked');
}

export function isLoginRequired(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as ErrorLike).error === 'login_required'
  );
}

export interface MapSignInErrorOptions {
  /** Called for a missing stored state before the result is returned (userManager.clearStaleState). */
  clearStaleState?: () => Promise<void> | void;
  /** Where the member started the sign-in; else the one in the error's state (a redirect's answer). */
  returnUrl?: string;
}

/** The portal's return URL carried in the sign-in state, as oidc-client-ts hands it back with an error. */
function returnUrlOf(error: unknown): string | undefined {
  const state = (error as { state?: { returnUrl?: unknown } } | null)?.state;
  return typeof state?.returnUrl === 'string' ? state.returnUrl : undefined;
}

/**
 * Maps an error from signinPopup/signinRedirect/signinCallback to a SignInResult.
 * Returns null for errors that are not reported (authority mismatch); rethrows
 * login_required so that silent sign-in callers can treat it as "not signed in".
 * A failure's `redirectUrl` is where the member started (platform §4: signing in again
 * returns there); without one the login-failed page falls back to the site origin.
 */
export async function mapSignInError(
  error: unknown,
  options: MapSignInErrorOptions = {},
): Promise<SignInResult | null> {
  if (isLoginRequired(error)) throw error;
  const returnUrl = options.returnUrl ?? returnUrlOf(error);
  const back = returnUrl ? { redirectUrl: returnUrl } : {};
  // Staff chose the staff desk at the provider: not a failure, the desk is where they go.
  if (has(error, staffDeskErrorCode)) return { status: 'redirect', redirectUrl: staffDeskPath };
  if (has(error, userNotFoundErrorCode)) {
    return { status: 'user_not_found', message: signInMessages.userNotFound };
  }
  if (has(error, 'Popup window closed') || has(error, 'Popup closed by user')) {
    return { status: 'fail', message: signInMessages.windowClosed, ...back };
  }
  if (has(error, 'No matching state found in storage')) {
    await options.clearStaleState?.();
    return { status: 'fail', message: signInMessages.stateError, retryAvailable: true, ...back };
  }
  if (has(error, 'authority mismatch')) return null;
  return { status: 'fail', message: signInMessages.failed, retryAvailable: true, ...back };
}

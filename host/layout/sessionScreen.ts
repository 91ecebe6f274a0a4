import type { AuthState, ProfileState } from '@portal/bridge';
import { isApiError } from '../../shared/api/apiError.ts';

export type SessionScreen = 'app' | 'startupError' | 'sessionExpired';

/** Which screen a signed-in member gets (platform §8): the app, or one of the error screens. */
export function sessionScreen(auth: AuthState, myProfile: ProfileState): SessionScreen {
  if (auth.status !== 'signedIn' || myProfile.state !== 'error') return 'app';
  const error = myProfile.error;
  if (isApiError(error, 'impersonatedSessionExpired') && error.status === 401)
    return 'sessionExpired';
  return 'startupError';
}

import { signInResultSchema, type SignInResult } from '../shared/contracts/signIn.ts';
import { signInMessages } from '../shared/auth/signInErrors.ts';
import type { MessageKey } from '../shared/i18n/sv.ts';

export const loginFailedPath = '/authentication/login-failed';

/** The login-failed URL carrying a result (survives a reload, unlike router state). */
export function loginFailedUrl(result: SignInResult): string {
  const params = new URLSearchParams({ status: result.status });
  if (result.message) params.set('message', result.message);
  if (result.retryAvailable) params.set('retry', '1');
  if (result.redirectUrl) params.set('returnUrl', result.redirectUrl);
  return `${loginFailedPath}?${params.toString()}`;
}

export function parseLoginFailed(search: string): SignInResult {
  const params = new URLSearchParams(search);
  const back = returnPath(params.get('returnUrl'));
  const parsed = signInResultSchema.safeParse({
    status: params.get('status') ?? 'fail',
    ...(params.get('message') ? { message: params.get('message') } : {}),
    retryAvailable: params.get('retry') === '1',
    ...(back ? { redirectUrl: back } : {}),
  });
  return parsed.success ? parsed.data : { status: 'fail', retryAvailable: true };
}

/** Only a path of this site ('/x', never '//evil' or 'https://…') is a way back. */
function returnPath(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : undefined;
}

/** The Swedish text for a sign-in result of platform §8. */
export function signInMessageKey(result: SignInResult): MessageKey {
  if (result.status === 'user_not_found') return 'signIn.userNotFound';
  if (result.message === signInMessages.windowClosed) return 'signIn.windowClosed';
  if (result.message === signInMessages.stateError) return 'signIn.stateError';
  return 'signIn.failed';
}

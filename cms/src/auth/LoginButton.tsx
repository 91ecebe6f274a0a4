import type { ServerProps } from 'payload';
import { signInButtonText, signInErrorText } from './messages.ts';

/**
 * The login view's only content (after Payload's logo; its e-mail form is off): one button
 * to the staff sign-in, and, after a sign-in that did not finish, why.
 */
export function LoginButton({ payload, searchParams }: ServerProps) {
  const { api } = payload.config.routes;
  const params = (searchParams ?? {}) as Record<string, string | string[] | undefined>;
  const error = signInErrorText(params.fel);
  const wanted = typeof params.redirect === 'string' ? params.redirect : undefined;
  const login = `${api}/users/oidc/login${wanted ? `?${new URLSearchParams({ redirect: wanted })}` : ''}`;
  return (
    <div style={{ display: 'grid', gap: 'var(--base)' }}>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      <a className="btn btn--style-primary btn--size-large" href={login}>
        {signInButtonText}
      </a>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/apiError.ts';
import type { ExternalProxy } from '../../../shared/contracts/proxies.ts';
import { t } from './t.ts';
import { useBridge } from '../../context.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { completeProxyRegistration } from './completeProxyRegistration.ts';
import { LinkProblem } from './ProxyRegisterPage.tsx';
import { registerPath, takeIdentity, useAnonymousApi } from './registration.ts';
import { LoadingStatus } from '../../../shared/elements/LoadingStatus.tsx';

type State =
  | { state: 'completing' }
  | { state: 'done'; proxy: ExternalProxy }
  | { state: 'failed'; message: string | null; error: unknown };

/**
 * /medlem-i-{product}/fullmakter/extern/{ticketId}/slutfor (anonymous, platform §2): the
 * callback of the receiver's identification. Route props are the path params merged with
 * the query: `ticketId`, and `error` when the identification was cancelled (as an e-ID
 * provider reports it). It completes the registration once and tells the receiver what
 * happened and what to do next.
 */
export function ProxyRegisterCallbackPage({ routeProps }: { routeProps: Record<string, string> }) {
  const title = t('title');
  usePageTitle(title);
  const ticketId = routeProps.ticketId ?? '';
  const cancelled = routeProps.error !== undefined;
  const api = useAnonymousApi();
  const slug = useStore(useBridge().settings)?.product.slug ?? '';
  const [state, setState] = useState<State>({ state: 'completing' });
  const started = useRef(false);

  useEffect(() => {
    // Once, also under StrictMode's double effects: the link can be used only once.
    if (started.current) return;
    started.current = true;
    const identity = takeIdentity(ticketId);
    if (cancelled || !identity) {
      const message = cancelled ? t('cancelled') : t('noIdentity');
      setState({ state: 'failed', message, error: null });
      return;
    }
    completeProxyRegistration(api, ticketId, identity).then(
      (proxy) => setState({ state: 'done', proxy }),
      (error: unknown) => {
        // A wrong person: the schema's message (Swedish), e.g. the number is not the receiver's.
        const field = isApiError(error, 'validation')
          ? Object.values(error.problem?.errors ?? {})[0]
          : undefined;
        setState({ state: 'failed', message: field ?? null, error });
      },
    );
  }, [api, ticketId, cancelled]);

  const startOver = (
    <p>
      <Link to={registerPath(slug, ticketId)}>{t('startOver')}</Link>
    </p>
  );

  return (
    <section>
      <h1>{title}</h1>
      {state.state === 'completing' && <LoadingStatus>{t('completing')}</LoadingStatus>}
      {state.state === 'done' && (
        <>
          <p role="status" className="alert alert-success">
            {t('done', { giverName: state.proxy.giverName })}
          </p>
          <p>{t('doneNext')}</p>
          <p>
            <Link to="/login" className="button button-primary">
              {t('signIn')}
            </Link>
          </p>
        </>
      )}
      {state.state === 'failed' &&
        (state.message ? (
          <>
            <p role="alert" className="alert alert-error">
              {state.message}
            </p>
            {startOver}
          </>
        ) : (
          <LinkProblem error={state.error} />
        ))}
    </section>
  );
}

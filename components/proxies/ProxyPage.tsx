import { useEffect, useId, useRef, useState } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import type { ProxyStatus } from '../../shared/contracts/proxies.ts';
import { useProxyCalls } from './api.ts';
import { errorText } from './errors.ts';
import { counterpartName } from './labels.ts';
import { listPath, proxyPath, replacePath } from './paths.ts';
import { ProxyDetails } from './ProxyDetails.tsx';
import { ProxyDialog } from './ProxyDialog.tsx';
import { RegistrationLink } from './RegistrationLink.tsx';
import { SignForm } from './SignForm.tsx';
import { t } from './t.ts';
import { TerminateDialog } from './TerminateDialog.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

const replaceable: readonly ProxyStatus[] = ['active', 'pendingCreationOfParty'];
const terminable: readonly ProxyStatus[] = [...replaceable, 'sentForSigning'];

export interface ProxyPageProps {
  api: ApiClient;
  slug: string;
  profileKey: string | null;
  proxyId: string;
  canWrite: boolean;
  isOrganizationUser: boolean;
  /** The replace modal is open (route '{proxyId}/redigera'). */
  replacing: boolean;
  /** Move focus to the heading once loaded (the member came here from inside the element). */
  focusOnLoad: boolean;
  go(path: string): void;
}

/**
 * One proxy (platform §2 proxy page): its details; for the giver the registration link
 * while it waits for its receiver, signing while unsigned, and 'Ersätt' and 'Avsluta
 * fullmakt'. The receiver only reads it.
 */
export function ProxyPage({
  api,
  slug,
  profileKey,
  proxyId,
  canWrite,
  isOrganizationUser,
  replacing,
  focusOnLoad,
  go,
}: ProxyPageProps) {
  const calls = useProxyCalls(api);
  const load = useLoad(profileKey && `${profileKey}:${proxyId}`, (signal) =>
    calls.getProxy({ params: { proxyId }, signal }),
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const replaceButton = useRef<HTMLAnchorElement>(null);
  const terminateButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const loaded = load.state === 'loaded';

  useEffect(() => {
    if (loaded && focusOnLoad && !replacing) heading.current?.focus();
    // Only when the page first shows its proxy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const back = (
    <p>
      <PortalLink href={listPath(slug)} navigate={go}>
        {t('page.back')}
      </PortalLink>
    </p>
  );

  if (load.state === 'loading') {
    return (
      <div>
        {back}
        <LoadingStatus>{t('page.loading')}</LoadingStatus>
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <div>
        {back}
        <LoadFailure
          message={errorText(load.error)}
          retryLabel={t('retry')}
          onRetry={load.reload}
          spaced
        />
      </div>
    );
  }

  const proxy = load.data;
  const mine = proxy.direction === 'given' && canWrite;
  const canReplace = mine && !isOrganizationUser && replaceable.includes(proxy.status);
  const canTerminate = mine && terminable.includes(proxy.status);
  const canSign = mine && !isOrganizationUser && proxy.status === 'sentForSigning';
  const name = counterpartName(proxy);

  return (
    <div>
      {back}
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t(proxy.direction === 'given' ? 'page.headingGiven' : 'page.headingReceived', { name })}
      </h2>
      <p role="status" className={notice ? 'alert alert-success' : undefined}>
        {notice}
      </p>
      <ProxyDetails proxy={proxy} full />
      {proxy.direction === 'given' && proxy.registrationTicketId && (
        <RegistrationLink slug={slug} ticketId={proxy.registrationTicketId} />
      )}
      {canSign && (
        <section aria-labelledby={`${headingId}-sign`}>
          <h3 id={`${headingId}-sign`}>{t('page.sign')}</h3>
          <p>{t('page.signIntro')}</p>
          {proxy.replacesProxyId && <p>{t('page.replacesInfo')}</p>}
          <SignForm
            api={api}
            proxyId={proxy.id}
            onSigned={(signed) => {
              load.set(signed);
              setNotice(
                signed.status === 'active'
                  ? t('done.active', { name: counterpartName(signed) })
                  : t('done.pending'),
              );
              heading.current?.focus();
            }}
          />
        </section>
      )}
      {(canReplace || canTerminate) && (
        <div className="form-footer">
          {canReplace && (
            <PortalLink
              ref={replaceButton}
              href={replacePath(slug, proxy.id)}
              className="button"
              navigate={go}
            >
              {t('page.replace')}
            </PortalLink>
          )}
          {canTerminate && (
            <button
              ref={terminateButton}
              type="button"
              className="button"
              onClick={() => setConfirming(true)}
            >
              {t('page.terminate')}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <TerminateDialog
          api={api}
          proxy={proxy}
          onClose={(ended) => {
            setConfirming(false);
            if (ended) {
              load.set(ended);
              setNotice(t('page.terminated'));
              heading.current?.focus();
            } else {
              terminateButton.current?.focus();
            }
          }}
        />
      )}
      {replacing && canReplace && (
        <ProxyDialog
          mode="replace"
          api={api}
          slug={slug}
          replacing={proxy}
          isOrganizationUser={isOrganizationUser}
          onClose={(made) => {
            go(proxyPath(slug, made ? made.id : proxy.id));
            if (!made) replaceButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

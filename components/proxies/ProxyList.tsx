import { useEffect, useId, useRef } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Proxy } from '../../shared/contracts/proxies.ts';
import { useProxyCalls } from './api.ts';
import { errorText } from './errors.ts';
import { counterpartName } from './labels.ts';
import { OrganizationNotice } from './OrganizationNotice.tsx';
import { createPath, listPath, proxyPath } from './paths.ts';
import { ProxyDetails } from './ProxyDetails.tsx';
import { ProxyDialog } from './ProxyDialog.tsx';
import { t } from './t.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { LoadState } from '../../shared/elements/LoadState.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

export interface ProxyListProps {
  api: ApiClient;
  slug: string;
  profileKey: string | null;
  canWrite: boolean;
  isOrganizationUser: boolean;
  /** The create modal is open (route 'ny'). */
  creating: boolean;
  go(path: string): void;
}

/** The proxy list (platform §2): given and received, with status, rights and valid-to. */
export function ProxyList({
  api,
  slug,
  profileKey,
  canWrite,
  isOrganizationUser,
  creating,
  go,
}: ProxyListProps) {
  const calls = useProxyCalls(api);
  const load = useLoad(profileKey && `${profileKey}:list`, (signal) =>
    calls.listProxies({ signal }),
  );
  const newButton = useRef<HTMLAnchorElement>(null);
  const givenHeading = useId();
  const receivedHeading = useId();
  const wasCreating = useRef(creating);

  // Back from the create modal: focus returns to the button that opens it.
  useEffect(() => {
    if (wasCreating.current && !creating) newButton.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  const link = (proxy: Proxy) => (
    <PortalLink href={proxyPath(slug, proxy.id)} navigate={go}>
      {t(proxy.direction === 'given' ? 'list.to' : 'list.from', { name: counterpartName(proxy) })}
    </PortalLink>
  );
  const items = (proxies: Proxy[]) => (
    <ul className="plain-list">
      {proxies.map((proxy) => (
        <li key={proxy.id} className="list-item-divided">
          <h3 className="list-item-heading">{link(proxy)}</h3>
          <ProxyDetails proxy={proxy} />
        </li>
      ))}
    </ul>
  );

  return (
    <div>
      <div className="toolbar">
        {isOrganizationUser ? (
          <OrganizationNotice slug={slug} />
        ) : (
          canWrite && (
            <PortalLink
              ref={newButton}
              href={createPath(slug)}
              className="button button-primary"
              navigate={go}
            >
              {t('list.new')}
            </PortalLink>
          )
        )}
      </div>
      <LoadState
        load={load}
        texts={{ loading: t('list.loading'), failure: errorText, retry: t('retry') }}
      />
      {load.state === 'loaded' && (
        <>
          <section aria-labelledby={givenHeading} className="section-spaced">
            <h2 id={givenHeading}>{t('heading.given')}</h2>
            {load.data.given.length === 0 ? <p>{t('list.noneGiven')}</p> : items(load.data.given)}
          </section>
          <section aria-labelledby={receivedHeading} className="section-spaced">
            <h2 id={receivedHeading}>{t('heading.received')}</h2>
            {load.data.received.length === 0 ? (
              <p>{t('list.noneReceived')}</p>
            ) : (
              items(load.data.received)
            )}
          </section>
        </>
      )}
      {creating && (canWrite || isOrganizationUser) && (
        <ProxyDialog
          mode="create"
          api={api}
          slug={slug}
          isOrganizationUser={isOrganizationUser}
          onClose={(made) => go(made ? proxyPath(slug, made.id) : listPath(slug))}
        />
      )}
    </div>
  );
}

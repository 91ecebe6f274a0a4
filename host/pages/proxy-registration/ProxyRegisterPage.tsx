import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  completeRegistrationRequestSchema,
  type ExternalProxy,
} from '../../../shared/contracts/proxies.ts';
import { ErrorSummary } from '../../../shared/forms/ErrorSummary.tsx';
import { TextField } from '../../../shared/forms/fields.tsx';
import { FormFooter } from '../../../shared/forms/FormFooter.tsx';
import { useForm } from '../../../shared/forms/useForm.ts';
import { t } from './t.ts';
import { useBridge } from '../../context.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { getExternalProxy } from './getExternalProxy.ts';
import {
  callbackPath,
  registrationErrorText,
  rightLabel,
  storeIdentity,
  ticketProblem,
  useAnonymousApi,
  validToLabel,
} from './registration.ts';
import { LoadingStatus } from '../../../shared/elements/LoadingStatus.tsx';
import { LabelValueList } from '../../../shared/elements/LabelValueList.tsx';

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; proxy: ExternalProxy }
  | { state: 'error'; error: unknown };

/**
 * /medlem-i-{product}/fullmakter/extern/{ticketId}/ (anonymous, platform §2): the receiver
 * of a proxy sees who gives it, its rights and valid-to, and identifies with test e-ID; the
 * callback page ('slutfor') completes the registration. In production the button starts
 * the e-ID identification, which returns to the callback.
 */
export function ProxyRegisterPage({ routeProps }: { routeProps: Record<string, string> }) {
  const title = t('title');
  usePageTitle(title);
  const ticketId = routeProps.ticketId ?? '';
  const api = useAnonymousApi();
  const settings = useStore(useBridge().settings);
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getExternalProxy(api, ticketId, controller.signal).then(
      (proxy) => setLoad({ state: 'loaded', proxy }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', error });
      },
    );
    return () => controller.abort();
  }, [api, ticketId]);

  const slug = settings?.product.slug ?? '';
  return (
    <section className="form">
      <h1>{title}</h1>
      {load.state === 'loading' && <LoadingStatus>{t('loading')}</LoadingStatus>}
      {load.state === 'error' && <LinkProblem error={load.error} />}
      {load.state === 'loaded' && (
        <>
          <p>{t('intro', { giverName: load.proxy.giverName })}</p>
          <h2>{t('details')}</h2>
          <ExternalProxyDetails proxy={load.proxy} />
          <h2>{t('identify')}</h2>
          <p>{t('identifyIntro')}</p>
          <IdentifyForm
            onIdentified={(identity) => {
              storeIdentity(ticketId, identity);
              void navigate(callbackPath(slug, ticketId));
            }}
          />
        </>
      )}
    </section>
  );
}

export function ExternalProxyDetails({ proxy }: { proxy: ExternalProxy }) {
  return (
    <LabelValueList
      rows={[
        [t('giver'), proxy.giverName],
        [
          t('rights'),
          <>
            <ul className="bullet-list">
              {proxy.rights.map((right) => (
                <li key={right}>{rightLabel(right)}</li>
              ))}
            </ul>
          </>,
        ],
        [t('validTo'), validToLabel(proxy.validTo)],
      ]}
      className="details-grid"
    />
  );
}

/** A link that cannot be used: its own message, and what to do instead. */
export function LinkProblem({ error }: { error: unknown }) {
  const problem = ticketProblem(error);
  return (
    <div role="alert" className="alert alert-error">
      <p className="stack-tight">{registrationErrorText(error)}</p>
      {problem === 'proxyTicketUsed' ? (
        <p className="stack-tight">
          {t('usedHint')} <Link to="/login">{t('signIn')}</Link>
        </p>
      ) : problem ? (
        <p className="stack-tight">{t('askGiver')}</p>
      ) : null}
    </div>
  );
}

type Identity = { personalNumber: string; name: string };

/** Test e-ID: the receiver's personal number and name, checked with the shared schema. */
function IdentifyForm({ onIdentified }: { onIdentified(identity: Identity): void }) {
  const form = useForm({
    schema: completeRegistrationRequestSchema,
    initial: { personalNumber: '', name: '' },
    onSubmit: (identity) => onIdentified(identity),
  });
  return (
    <form {...form.formProps}>
      <ErrorSummary form={form} heading={t('errorSummary')} />
      <TextField
        {...form.field('personalNumber')}
        label={t('personalNumber')}
        hint={t('personalNumberHint')}
        width="medium"
        autoComplete="off"
        inputMode="numeric"
      />
      <TextField {...form.field('name')} label={t('name')} autoComplete="name" />
      <FormFooter submitLabel={t('submit')} submitting={form.submitting} />
    </form>
  );
}

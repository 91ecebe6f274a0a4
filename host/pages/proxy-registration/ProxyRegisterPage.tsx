import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  completeRegistrationRequestSchema,
  fieldErrors,
  type ExternalProxy,
} from '../../../shared/contracts/proxies.ts';
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
import { styles } from './styles.ts';

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
    <section style={styles.page}>
      <h1>{title}</h1>
      {load.state === 'loading' && <p role="status">{t('loading')}</p>}
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
    <dl style={styles.details}>
      <dt style={styles.term}>{t('giver')}</dt>
      <dd style={styles.description}>{proxy.giverName}</dd>
      <dt style={styles.term}>{t('rights')}</dt>
      <dd style={styles.description}>
        <ul style={styles.rights}>
          {proxy.rights.map((right) => (
            <li key={right}>{rightLabel(right)}</li>
          ))}
        </ul>
      </dd>
      <dt style={styles.term}>{t('validTo')}</dt>
      <dd style={styles.description}>{validToLabel(proxy.validTo)}</dd>
    </dl>
  );
}

/** A link that cannot be used: its own message, and what to do instead. */
export function LinkProblem({ error }: { error: unknown }) {
  const problem = ticketProblem(error);
  return (
    <div role="alert" className="alert alert-error">
      <p style={{ margin: 0 }}>{registrationErrorText(error)}</p>
      {problem === 'proxyTicketUsed' ? (
        <p style={{ margin: '0.5rem 0 0' }}>
          {t('usedHint')} <Link to="/login">{t('signIn')}</Link>
        </p>
      ) : problem ? (
        <p style={{ margin: '0.5rem 0 0' }}>{t('askGiver')}</p>
      ) : null}
    </div>
  );
}

type Identity = { personalNumber: string; name: string };

/** Test e-ID: the receiver's personal number and name, checked with the shared schema. */
function IdentifyForm({ onIdentified }: { onIdentified(identity: Identity): void }) {
  const id = useId();
  const [values, setValues] = useState<Identity>({ personalNumber: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inputs = useRef<Record<keyof Identity, HTMLInputElement | null>>({
    personalNumber: null,
    name: null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = completeRegistrationRequestSchema.safeParse(values);
    if (parsed.success) {
      onIdentified(parsed.data);
      return;
    }
    const found = fieldErrors(parsed.error.issues);
    setErrors(found);
    const first = (['personalNumber', 'name'] as const).find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const input = (field: keyof Identity, label: string, hint?: string) => {
    const fieldId = `${id}-${field}`;
    const error = errors[field];
    const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div style={styles.field}>
        <label htmlFor={fieldId} style={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={`${fieldId}-hint`} style={styles.hint}>
            {hint}
          </span>
        )}
        {error && (
          <p id={`${fieldId}-error`} style={styles.error}>
            {error}
          </p>
        )}
        <input
          ref={(element) => {
            inputs.current[field] = element;
          }}
          id={fieldId}
          type="text"
          value={values[field]}
          autoComplete={field === 'name' ? 'name' : 'off'}
          inputMode={field === 'personalNumber' ? 'numeric' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          style={{ ...styles.input, ...(error ? styles.inputInvalid : {}) }}
          onChange={(event) => {
            const value = event.target.value;
            setValues((v) => ({ ...v, [field]: value }));
            setErrors(({ [field]: _cleared, ...rest }) => rest);
          }}
        />
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      {input('personalNumber', t('personalNumber'), t('personalNumberHint'))}
      {input('name', t('name'))}
      <button type="submit" className="button button-primary">
        {t('submit')}
      </button>
    </form>
  );
}

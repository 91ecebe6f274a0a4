import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import { fieldErrors, signProxyRequestSchema, type Proxy } from '../../shared/contracts/proxies.ts';
import { signProxy } from './api/signProxy.ts';
import { errorText, serverFieldErrors } from './errors.ts';
import { TextField } from './Field.tsx';
import { styles } from './styles.ts';
import { t } from './t.ts';

/**
 * The giver signs with test e-ID: their own personal number, checked by the server against
 * the member's. (Production starts a BankID signing order here instead.)
 */
export function SignForm({
  api,
  proxyId,
  onSigned,
  onLater,
  fieldRef,
}: {
  api: ApiClient;
  proxyId: string;
  onSigned(proxy: Proxy): void;
  onLater?: (() => void) | undefined;
  fieldRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = fieldRef ?? ownRef;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = signProxyRequestSchema.safeParse({ personalNumber: value });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues).personalNumber);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      onSigned(await signProxy(api, proxyId, parsed.data));
    } catch (failure) {
      const message = serverFieldErrors(failure)?.personalNumber;
      if (message) {
        setError(message);
        input.current?.focus();
      } else {
        setFormError(errorText(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <p>{t('sign.intro')}</p>
      {formError && (
        <p role="alert" className="alert alert-error" style={styles.message}>
          {formError}
        </p>
      )}
      <TextField
        id={`${id}-personalNumber`}
        label={t('sign.personalNumber')}
        hint={t('sign.personalNumberHint')}
        error={error}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        inputRef={input}
        input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 13 }}
      />
      <div style={styles.actions}>
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          {busy ? t('sign.signing') : t('sign.submit')}
        </button>
        {onLater && (
          <button type="button" className="button" onClick={onLater}>
            {t('sign.later')}
          </button>
        )}
      </div>
    </form>
  );
}

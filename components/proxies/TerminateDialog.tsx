import { useId, useRef, useState } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Proxy } from '../../shared/contracts/proxies.ts';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { useProxyCalls } from './api.ts';
import { errorText } from './errors.ts';
import { counterpartName } from './labels.ts';
import { t } from './t.ts';

/**
 * "Avsluta fullmakt" asks first (APG alert dialog): focus starts on "Avbryt", the safe
 * choice; Escape cancels. `onClose` gets the ended proxy, or null when cancelled.
 */
export function TerminateDialog({
  api,
  proxy,
  onClose,
}: {
  api: ApiClient;
  proxy: Proxy;
  onClose(ended: Proxy | null): void;
}) {
  const titleId = useId();
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const ended = useRef<Proxy | null>(null);
  const { close, ...dialogProps } = useModalDialog(() => onClose(ended.current), cancel);
  const calls = useProxyCalls(api);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      ended.current = await calls.terminateProxy({ params: { proxyId: proxy.id } });
      close();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <dialog
      {...dialogProps}
      role="alertdialog"
      className="dialog form-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId} className="form-dialog-title">
        {t('terminate.title')}
      </h2>
      <p id={textId}>{t('terminate.text', { name: counterpartName(proxy) })}</p>
      {error && (
        <p role="alert" className="alert alert-error alert-spaced">
          {error}
        </p>
      )}
      <div className="form-footer">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? t('terminate.ending') : t('terminate.confirm')}
        </button>
        <button ref={cancel} type="button" className="button" onClick={close}>
          {t('terminate.cancel')}
        </button>
      </div>
    </dialog>
  );
}

import type { ApiClient } from '../../shared/api/client.ts';
import type { Proxy } from '../../shared/contracts/proxies.ts';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog.tsx';
import { useProxyCalls } from './api.ts';
import { errorText } from './errors.ts';
import { counterpartName } from './labels.ts';
import { t } from './t.ts';

/**
 * "Avsluta fullmakt" asks first (the kit's ConfirmDialog): focus starts on "Avbryt", the
 * safe choice; Escape cancels. `onClose` gets the ended proxy, or null when cancelled.
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
  const calls = useProxyCalls(api);
  return (
    <ConfirmDialog
      title={t('terminate.title')}
      text={t('terminate.text', { name: counterpartName(proxy) })}
      confirmLabel={t('terminate.confirm')}
      busyLabel={t('terminate.ending')}
      cancelLabel={t('terminate.cancel')}
      onConfirm={() => calls.terminateProxy({ params: { proxyId: proxy.id } })}
      failureText={errorText}
      onConfirmed={onClose}
      onCancel={() => onClose(null)}
    />
  );
}

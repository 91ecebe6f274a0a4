import { useCallback, useState, type RefObject } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Proxy } from '../../shared/contracts/proxies.ts';
import { SigningStep } from '../../shared/signing/SigningDialog.tsx';
import { useProxyCalls } from './api.ts';
import { errorText, signingErrorText } from './errors.ts';
import { useProxiesPortal } from './portal.ts';
import { t } from './t.ts';

/**
 * The giver signs the proxy with e-ID in the shared signing view (issue 9): a sign order of
 * kind 'proxy' whose completion brings the proxy into force on the server; then the proxy
 * as it is now goes to `onSigned`.
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
  /** Focus the signing view once the order has started (the dialog's next step). */
  fieldRef?: RefObject<HTMLInputElement | null>;
}) {
  const { testSigner } = useProxiesPortal();
  const [loadError, setLoadError] = useState<string | null>(null);
  const calls = useProxyCalls(api);
  const start = useCallback(() => calls.signProxy({ params: { proxyId } }), [calls, proxyId]);

  return (
    <div>
      <p>{t('sign.intro')}</p>
      {loadError && (
        <p role="alert" className="alert alert-error signing">
          {loadError}
        </p>
      )}
      <SigningStep
        api={api}
        start={start}
        testSigner={testSigner}
        problemText={signingErrorText}
        fieldRef={fieldRef}
        onComplete={() =>
          void calls
            .getProxy({ params: { proxyId } })
            .then(onSigned, (error: unknown) => setLoadError(errorText(error)))
        }
        action={onLater && { label: t('sign.later'), onClick: onLater }}
      />
    </div>
  );
}

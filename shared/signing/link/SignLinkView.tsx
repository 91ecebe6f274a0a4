import { useState } from 'react';
import type { ApiClient } from '../../api/client.ts';
import type { SignOrder } from '../../contracts/signing.ts';
import { signLinkFragment } from '../../contracts/signing/links.ts';
import { LoadingStatus } from '../../elements/LoadingStatus.tsx';
import { useLoad } from '../../elements/useLoad.ts';
import { readSignLink, startSignLink } from './api.ts';
import { signingProblemText } from '../hints.ts';
import { SigningView } from '../SigningView.tsx';
import { linkT } from './t.ts';
import { t } from '../t.ts';

/** The token of a signing link: the `#token=...` fragment of the page's address, or null. */
export function signLinkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(signLinkFragment);
}

/**
 * The page a signing link sent by e-mail or SMS opens (server/signing/links.ts): says what the
 * member is about to sign, then signs with BankID on this device (SigningView). The link works
 * once; an unknown, spent or expired one is named in Swedish. The area gives the token and
 * does what follows the signature in `onComplete`.
 */
export function SignLinkView({
  api,
  token,
  testSigner,
  onComplete,
  problemText = signingProblemText,
}: {
  api: ApiClient;
  token: string | null;
  testSigner: boolean;
  onComplete(order: SignOrder): void;
  problemText?: (error: unknown) => string;
}) {
  const [signing, setSigning] = useState(false);
  const link = useLoad(token && !signing ? `sign-link:${token}` : null, (signal) =>
    readSignLink(api, token!, signal),
  );
  if (!token) return <p className="alert alert-error">{linkT('incomplete')}</p>;
  if (signing) {
    return (
      <SigningView
        api={api}
        testSigner={testSigner}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- SigningView's prop: focus moves into the view once signing has started
        autoFocus
        start={() => startSignLink(api, token)}
        problemText={problemText}
        onComplete={onComplete}
      />
    );
  }
  if (link.state === 'loading') return <LoadingStatus>{linkT('loading')}</LoadingStatus>;
  if (link.state === 'error') {
    return (
      <div role="alert" className="alert alert-error">
        <p>{problemText(link.error)}</p>
      </div>
    );
  }
  return (
    <>
      <p>{linkT('intro')}</p>
      <h3>{t('userVisibleData')}</h3>
      <blockquote>{link.data.userVisibleData}</blockquote>
      <p>{linkT('expires', { time: formatTime(link.data.expiresAt) })}</p>
      <div className="form-footer">
        <button type="button" className="button button-primary" onClick={() => setSigning(true)}>
          {linkT('sign')}
        </button>
      </div>
    </>
  );
}

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});
const formatTime = (iso: string) => dateTime.format(new Date(iso));

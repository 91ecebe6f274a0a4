import { useState } from 'react';
import type { Agreement } from '../../shared/contracts/timber-agreements.ts';
import { formatDate } from '../../shared/format/index.ts';
import { SigningView } from '../../shared/signing/SigningView.tsx';
import { errorText, type TimberCalls } from './api.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';

/**
 * Step 5 (§4, §6): the cooperative signs first, then each co-owner within 10 days with e-ID
 * (themselves, or the proxy in use for its giver); a legal person signs by post. Shows every
 * co-owner's signature.
 */
export function SignStep({
  agreement,
  calls,
  portal,
  onSigned,
}: {
  agreement: Agreement;
  calls: TimberCalls;
  portal: AreaPortal;
  onSigned: () => void;
}) {
  // BankID starts when the member asks for it, never by opening the page.
  const [signing, setSigning] = useState(false);
  let state;
  if (agreement.status === 'Draft') state = <p>{t('sign.draft')}</p>;
  else if (agreement.status === 'Archived' || agreement.status === 'Unknown')
    state = <p>{t('sign.ended')}</p>;
  else if (agreement.signMethod === 'none') state = <p>{t('sign.none')}</p>;
  else if (agreement.status === 'Active' || agreement.status === 'Won')
    state = <p className="alert alert-success">{t('sign.active')}</p>;
  else if (!agreement.cooperativeSignedAt) state = <p>{t('sign.cooperative')}</p>;
  else if (agreement.awaitingMyPostalSignature)
    state = (
      <div className="alert banner-info">
        <p>{t('sign.byPost')}</p>
        {agreement.signDeadline && (
          <p>{t('sign.byPostDeadline', { date: formatDate(agreement.signDeadline) })}</p>
        )}
      </div>
    );
  else if (agreement.awaitingMySignature) {
    state = (
      <>
        {agreement.signDeadline && (
          <p>{t('sign.deadline', { date: formatDate(agreement.signDeadline) })}</p>
        )}
        <h3>{t('sign.heading')}</h3>
        {signing ? (
          <SigningView
            api={portal.api}
            start={() => calls.startSigning({ params: { agreementId: agreement.id } })}
            onComplete={onSigned}
            testSigner={portal.testSigner}
            problemText={errorText}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- SigningView's prop, not the HTML attribute: the member asked to sign, focus moves into the view
            autoFocus
          />
        ) : (
          <button type="button" className="button button-primary" onClick={() => setSigning(true)}>
            {t('sign.start')}
          </button>
        )}
      </>
    );
  } else state = <p>{t('sign.notMine')}</p>;

  return (
    <>
      {state}
      {agreement.signers.length > 0 && (
        <>
          <h3>{t('sign.signers')}</h3>
          <ul className="plain-list stack-tight">
            {agreement.signers.map((s) => (
              <li key={s.memberId}>
                {s.signedAt && s.postalReceivedOn
                  ? t('sign.postalSigned', {
                      name: s.name,
                      date: formatDate(s.postalReceivedOn),
                      by: s.postalSignatory ?? '',
                    })
                  : s.signedAt
                    ? s.signedByName
                      ? t('sign.signedBy', {
                          name: s.name,
                          date: formatDate(s.signedAt),
                          by: s.signedByName,
                        })
                      : t('sign.signed', { name: s.name, date: formatDate(s.signedAt) })
                    : s.method === 'postal'
                      ? t('sign.postal', { name: s.name })
                      : t('sign.waiting', { name: s.name })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import {
  accountsProblems,
  newAccountProblemType,
} from '../../shared/contracts/accounts/problems.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { AccountTable } from './AccountTable.tsx';
import { loadTexts, useAccountsCalls } from './api.ts';
import { DisabledAction } from './DisabledAction.tsx';
import { NewAccountDialog, StatementDialog } from './lazy.tsx';
import { homePath, newAccountPath, supportPath } from './paths.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';
import { Transactions } from './Transactions.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { LoadState } from '../../shared/elements/LoadState.tsx';

/**
 * The accounts home (economy-membership §2 Accounts): the overview by account type with the
 * inactive ones behind a toggle, the latest transactions, the statement and payment modals,
 * and the way to a new fixed-interest account (route `nytt-konto`, its modal over this page).
 */
export function AccountsHome({
  portal,
  creating,
  go,
}: {
  portal: AreaPortal;
  /** The new-account modal is open (route 'nytt-konto'). */
  creating: boolean;
  go(path: string): void;
}) {
  const { api, slug, profileKey, canWrite } = portal;
  const calls = useAccountsCalls(api);
  const overview = useLoad(profileKey === null ? null : `${profileKey}:overview`, (signal) =>
    calls.getAccounts({ signal }),
  );
  const [showInactive, setShowInactive] = useState(false);
  const [modal, setModal] = useState<'statement' | 'payment' | null>(null);
  const [version, setVersion] = useState(0);
  const accountsHeading = useId();
  const toggleId = useId();
  const statementButton = useRef<HTMLButtonElement>(null);
  const paymentButton = useRef<HTMLButtonElement>(null);
  const newAccountLink = useRef<HTMLAnchorElement>(null);
  const wasCreating = useRef(creating);

  // Back from the new-account modal: focus returns to the link that opens it.
  useEffect(() => {
    if (wasCreating.current && !creating) newAccountLink.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  const closeModal = (opener: { current: HTMLElement | null }) => () => {
    setModal(null);
    opener.current?.focus();
  };

  if (overview.state !== 'loaded') return <LoadState load={overview} texts={loadTexts} />;

  const { accounts, payment, newAccount } = overview.data;
  const shown = showInactive ? accounts : accounts.filter((account) => account.active);
  const hasInactive = accounts.some((account) => !account.active);
  const href = newAccountPath(slug);

  return (
    <div>
      <div className="toolbar account-actions" role="group" aria-label={t('home.actions')}>
        {accounts.length > 0 && (
          <button
            ref={statementButton}
            type="button"
            className="button"
            onClick={() => setModal('statement')}
          >
            {t('home.statement')}
          </button>
        )}
        <button
          ref={paymentButton}
          type="button"
          className="button"
          onClick={() => setModal('payment')}
        >
          {t('home.payment')}
        </button>
        {canWrite &&
          (newAccount.possible ? (
            <PortalLink
              ref={newAccountLink}
              href={href}
              className="button button-primary"
              navigate={go}
            >
              {t('home.newAccount')}
            </PortalLink>
          ) : (
            <DisabledAction
              label={t('home.newAccount')}
              reason={accountsProblems[newAccountProblemType(newAccount.reason)].message}
              supportHref={newAccount.reason === 'organizationUser' ? supportPath(slug) : undefined}
              go={go}
            />
          ))}
      </div>

      {/* Not a landmark of its own: the table's scrolling region already carries the heading's name (axe landmark-unique). */}
      <section className="section-spaced">
        <h2 id={accountsHeading}>{t('home.accounts')}</h2>
        {accounts.length === 0 ? (
          <p className="alert banner-info alert-spaced">{t('home.none')}</p>
        ) : (
          <>
            {hasInactive && (
              // The kit's Checkbox markup, written out: the forms kit stays in the dialogs' chunks.
              <div className="form-choice space-after">
                <label htmlFor={toggleId} className="form-choice-label">
                  <input
                    id={toggleId}
                    type="checkbox"
                    className="form-choice-input"
                    checked={showInactive}
                    onChange={(event) => setShowInactive(event.target.checked)}
                  />
                  {t('home.showInactive')}
                </label>
              </div>
            )}
            {shown.length === 0 ? (
              <p>{t('home.noneActive')}</p>
            ) : (
              <AccountTable accounts={shown} slug={slug} labelledBy={accountsHeading} go={go} />
            )}
          </>
        )}
      </section>

      {accounts.length > 0 && (
        <Transactions headingLevel={2} calls={calls} profileKey={profileKey} version={version} />
      )}

      {modal === 'statement' && (
        <StatementDialog calls={calls} onClose={closeModal(statementButton)} />
      )}
      {modal === 'payment' && (
        <PaymentDialog payment={payment} onClose={closeModal(paymentButton)} />
      )}
      {creating && canWrite && (
        <NewAccountDialog
          api={api}
          calls={calls}
          profileKey={profileKey}
          testSigner={portal.testSigner}
          onOpened={() => {
            overview.refresh();
            setVersion((n) => n + 1);
          }}
          onClose={() => go(homePath(slug))}
        />
      )}
    </div>
  );
}

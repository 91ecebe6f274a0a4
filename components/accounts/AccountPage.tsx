import { useEffect, useId, useRef, useState } from 'react';
import {
  accountsProblems,
  withdrawalProblemType,
} from '../../shared/contracts/accounts/problems.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { formatDate, formatOre } from '../../shared/format/format.ts';
import { errorText, useAccountsCalls } from './api.ts';
import { DisabledAction } from './DisabledAction.tsx';
import { interestText, typeLabel } from './labels.ts';
import { accountPath, homePath, supportPath, withdrawalPath } from './paths.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';
import { Transactions } from './Transactions.tsx';
import { WithdrawDialog } from './lazy.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * One account (route `konto/:accountId`, economy-membership §2, §3): its figures, for a
 * payment plan the agreement, receiver, withdrawals left this year and end date, its
 * transactions, and 'Ta ut pengar' (route `uttag`, its modal over this page), disabled with
 * the reason when the account allows no withdrawal now. Without the write role no action.
 */
export function AccountPage({
  portal,
  accountId,
  withdrawing,
  focusOnLoad,
  go,
}: {
  portal: AreaPortal;
  accountId: string;
  withdrawing: boolean;
  /** The member came here from a link in the element: the heading takes focus. */
  focusOnLoad: boolean;
  go(path: string): void;
}) {
  const { api, slug, profileKey, canWrite } = portal;
  const calls = useAccountsCalls(api);
  const load = useLoad(
    profileKey === null ? null : `${profileKey}:account:${accountId}`,
    (signal) => calls.getAccount({ params: { accountId }, signal }),
  );
  const [version, setVersion] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const withdrawLink = useRef<HTMLAnchorElement>(null);
  const detailsHeading = useId();
  const planHeading = useId();
  const wasWithdrawing = useRef(withdrawing);
  const loaded = load.state === 'loaded';

  useEffect(() => {
    if (loaded && focusOnLoad && !withdrawing) heading.current?.focus();
    // Only when the account first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  // Back from the withdraw modal: focus returns to the button that opens it.
  useEffect(() => {
    if (wasWithdrawing.current && !withdrawing) (withdrawLink.current ?? heading.current)?.focus();
    wasWithdrawing.current = withdrawing;
  }, [withdrawing]);

  const home = homePath(slug);
  const back = (
    <p>
      <PortalLink href={home} navigate={go}>
        {t('page.back')}
      </PortalLink>
    </p>
  );

  if (load.state === 'loading') return <LoadingStatus>{t('page.loading')}</LoadingStatus>;
  if (load.state === 'error')
    return (
      <div>
        <LoadFailure
          message={errorText(load.error)}
          retryLabel={t('retry')}
          onRetry={load.reload}
          spaced
        />
        {back}
      </div>
    );

  const account = load.data;
  const plan = account.paymentPlan;
  const href = withdrawalPath(slug, account.id);

  return (
    <div>
      {back}
      <h2 ref={heading} tabIndex={-1} className="focus-target">
        {typeLabel(account.type)} {account.accountNumber}
      </h2>
      <section aria-labelledby={detailsHeading} className="section-spaced">
        <h3 id={detailsHeading} className="visually-hidden">
          {t('page.details')}
        </h3>
        <LabelValueList
          rows={[
            [t('column.accountNumber'), account.accountNumber],
            [t('page.status'), account.active ? t('account.active') : t('account.inactive')],
            [t('column.interest'), interestText(account)],
            [t('column.balance'), formatOre(account.balanceOre)],
            [t('column.reserved'), formatOre(account.reservedOre)],
            [t('column.available'), formatOre(account.availableOre)],
            [t('page.opened'), formatDate(account.openedOn)],
            [t('page.endsOn'), account.endsOn && !plan && formatDate(account.endsOn)],
          ]}
          className="details-grid"
        />
      </section>
      {plan && (
        <section aria-labelledby={planHeading} className="section-spaced">
          <h3 id={planHeading}>{t('page.plan')}</h3>
          <LabelValueList
            rows={[
              [t('page.agreement'), plan.agreement],
              [t('page.receiver'), plan.receiver],
              [t('page.remaining'), plan.remainingWithdrawalsThisYear],
              [t('page.planEnds'), formatDate(plan.endsOn)],
            ]}
            className="details-grid"
          />
        </section>
      )}
      {canWrite && (
        <div className="toolbar section-spaced">
          {account.withdrawal.possible ? (
            <PortalLink
              ref={withdrawLink}
              href={href}
              className="button button-primary"
              navigate={go}
            >
              {t('page.withdraw')}
            </PortalLink>
          ) : (
            <DisabledAction
              label={t('page.withdraw')}
              reason={accountsProblems[withdrawalProblemType(account.withdrawal.reason)].message}
              supportHref={
                account.withdrawal.reason === 'organizationUser' ? supportPath(slug) : undefined
              }
              go={go}
            />
          )}
        </div>
      )}
      <Transactions
        headingLevel={3}
        calls={calls}
        profileKey={profileKey}
        accountId={account.id}
        version={version}
      />
      {withdrawing && canWrite && (
        <WithdrawDialog
          api={api}
          calls={calls}
          account={account}
          testSigner={portal.testSigner}
          onSigned={() => {
            load.refresh();
            setVersion((n) => n + 1);
          }}
          onClose={() => go(accountPath(slug, account.id))}
        />
      )}
    </div>
  );
}

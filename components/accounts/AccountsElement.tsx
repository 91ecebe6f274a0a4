import { useRef } from 'react';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { useRoute } from '../../shared/elements/portal.ts';
import { AccountPage } from './AccountPage.tsx';
import { AccountsHome } from './AccountsHome.tsx';
import { accountPath, homePath } from './paths.ts';
import { useAccountsPortal } from './portal.ts';
import { SigningCallback } from './lazy.tsx';
import { t } from './t.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';

/**
 * portal-accounts (economy-membership §2 Accounts): the home with its modal `nytt-konto`,
 * an account `konto/:accountId` with its modal `uttag`, and the two signing callbacks,
 * chosen by the route the host matched (shared/contracts/accounts/element.ts). Everything
 * is the effective member's: through a proxy, the giver's accounts with the proxy's roles.
 */
export function AccountsElement(_props: ServiceElementProps) {
  const portal = useAccountsPortal();
  const route = useRoute();
  const navigatedHere = useRef(false);
  const go = (path: string) => {
    navigatedHere.current = true;
    portal.navigate(path);
  };
  const accountId = route.params.accountId;
  const { slug } = portal;

  let screen;
  if (route.id === 'accountsWithdrawalDone' && accountId !== undefined) {
    screen = (
      <SigningCallback
        portal={portal}
        kind="withdrawal"
        home={accountPath(slug, accountId)}
        go={go}
      />
    );
  } else if (route.id === 'accountsNewAccountDone') {
    screen = <SigningCallback portal={portal} kind="newAccount" home={homePath(slug)} go={go} />;
  } else if (
    (route.id === 'accountsAccount' || route.id === 'accountsWithdrawal') &&
    accountId !== undefined
  ) {
    screen = (
      <AccountPage
        key={accountId}
        portal={portal}
        accountId={accountId}
        withdrawing={route.id === 'accountsWithdrawal'}
        focusOnLoad={navigatedHere.current}
        go={go}
      />
    );
  } else {
    screen = <AccountsHome portal={portal} creating={route.id === 'accountsNewAccount'} go={go} />;
  }

  // The content page's own heading names the page (h1); the screens' headings are h2.
  return (
    <div className="accounts">
      {portal.profile.state !== 'loaded' ? <LoadingStatus>{t('loading')}</LoadingStatus> : screen}
    </div>
  );
}

import {
  overviewPanelRoles,
  type OverviewPanel,
} from '../../shared/contracts/economics-overview/element.ts';
import { isRequirementMet, requires } from '../../shared/access/requirements.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useOverviewCalls } from './api.ts';
import { Panel } from './Panel.tsx';
import { AccountsSummary, EconomicsSmall, Engagement, TradePeriods } from './panels.tsx';
import { useOverviewPortal } from './portal.ts';
import { RelatedLinks } from './RelatedLinks.tsx';
import { t } from './t.ts';

/**
 * portal-economics-overview (economy-membership §2 Economics overview), on the group page
 * Skogsgårdens ekonomi: accounts, the economic development chart in small, the capital
 * trade periods, the member engagement and related pages. Each panel is shown when the
 * effective roles hold its role, and loads and fails on its own (Panel). The content page's
 * own heading names the page (h1).
 */
export function EconomicsOverviewElement(_props: ServiceElementProps) {
  const portal = useOverviewPortal();
  const calls = useOverviewCalls(portal.api);
  const { profileKey, slug } = portal;
  const profile = portal.profile.data;
  if (portal.profile.state !== 'loaded' || !profile) {
    return <LoadingStatus>{t('loading')}</LoadingStatus>;
  }
  const holds = (panel: OverviewPanel) =>
    isRequirementMet(requires.single(overviewPanelRoles[panel]), profile.roles);
  const key = (panel: OverviewPanel) => (profileKey === null ? null : `${profileKey}:${panel}`);
  const nav = { slug, go: portal.navigate };

  return (
    <div className="economics-overview">
      <div className="overview-panels">
        {holds('accounts') && (
          <Panel
            heading={t('accounts.heading')}
            loadKey={key('accounts')}
            load={(signal) => calls.getOverviewAccounts({ signal })}
            loadingText={t('accounts.loading')}
          >
            {(data) => <AccountsSummary data={data} {...nav} />}
          </Panel>
        )}
        {holds('engagement') && (
          <Panel
            heading={t('engagement.heading')}
            loadKey={key('engagement')}
            load={(signal) => calls.getMemberEngagement({ signal })}
            loadingText={t('engagement.loading')}
          >
            {(data) => <Engagement data={data} />}
          </Panel>
        )}
        {holds('economics') && (
          <Panel
            heading={t('economics.heading')}
            loadKey={key('economics')}
            load={(signal) => calls.getOverviewEconomics({ signal })}
            loadingText={t('economics.loading')}
          >
            {(data) => <EconomicsSmall data={data} {...nav} />}
          </Panel>
        )}
        {holds('tradePeriods') && (
          <Panel
            heading={t('trade.heading')}
            loadKey={key('tradePeriods')}
            load={(signal) => calls.getOverviewTradePeriods({ signal })}
            loadingText={t('trade.loading')}
          >
            {(data) => <TradePeriods data={data} {...nav} />}
          </Panel>
        )}
        <RelatedLinks tree={profile.routes} go={portal.navigate} />
      </div>
    </div>
  );
}

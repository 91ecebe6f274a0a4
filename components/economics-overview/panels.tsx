import { accountTypeLabels } from '../../shared/contracts/accounts.ts';
import { accountsElement } from '../../shared/contracts/accounts/element.ts';
import { capitalTradeElement } from '../../shared/contracts/capital-trade/element.ts';
import { economicDevelopmentElement } from '../../shared/contracts/economic-development/element.ts';
import type {
  MemberEngagement,
  OverviewAccounts,
  OverviewEconomics,
  OverviewTradePeriods,
} from '../../shared/contracts/economics-overview.ts';
import type { TradePeriod } from '../../shared/contracts/capital-trade.ts';
import { EconomicChart } from '../../shared/economic-chart/lazy.tsx';
import { unitFor } from '../../shared/economic-chart/units.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { areaPath } from '../../shared/elements/manifest.ts';
import { formatDate, formatOre, formatPercent } from '../../shared/format/index.ts';
import { formatDecimals } from '../../shared/format/units.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

interface Nav {
  slug: string;
  go: (path: string) => void;
}

/** The active accounts and their totals; a clear empty state for a member without any. */
export function AccountsSummary({ data, slug, go }: { data: OverviewAccounts } & Nav) {
  const link = (
    <p>
      <PortalLink href={areaPath(accountsElement.routes.accountsHome, slug)} navigate={go}>
        {t('accounts.link')}
      </PortalLink>
    </p>
  );
  if (data.accounts.length === 0) {
    return (
      <>
        <p className="overview-empty">{t('accounts.empty')}</p>
        {link}
      </>
    );
  }
  return (
    <>
      <DataTable
        name={{ caption: t('accounts.table') }}
        className="data-table"
        columns={[
          { label: t('accounts.column.account') },
          { label: t('accounts.column.balance'), className: 'numeric' },
          { label: t('accounts.column.available'), className: 'numeric' },
        ]}
      >
        {data.accounts.map((account) => (
          <tr key={account.id}>
            <th scope="row">
              {accountTypeLabels[account.type]}{' '}
              <span className="overview-sub">{account.accountNumber}</span>
            </th>
            <td className="numeric">{formatOre(account.balanceOre)}</td>
            <td className="numeric">{formatOre(account.availableOre)}</td>
          </tr>
        ))}
        <tr className="overview-total">
          <th scope="row">{t('accounts.total')}</th>
          <td className="numeric">{formatOre(data.totalBalanceOre)}</td>
          <td className="numeric">{formatOre(data.totalAvailableOre)}</td>
        </tr>
      </DataTable>
      {link}
    </>
  );
}

/** The economic development chart in small (the shared lazy chunk), the latest years. */
export function EconomicsSmall({ data, slug, go }: { data: OverviewEconomics } & Nav) {
  const link = (
    <p>
      <PortalLink
        href={areaPath(economicDevelopmentElement.routes.economicDevelopmentHome, slug)}
        navigate={go}
      >
        {t('economics.link')}
      </PortalLink>
    </p>
  );
  if (data.years.length === 0) return <p className="overview-empty">{t('economics.empty')}</p>;
  return (
    <>
      <p>{t('economics.intro', { count: data.years.length })}</p>
      <div className="overview-chart">
        <EconomicChart years={data.years} unit={unitFor(data.years)} />
      </div>
      {link}
    </>
  );
}

function periodText(period: TradePeriod | null): string {
  if (!period) return t('trade.none');
  return t('trade.period', {
    opens: formatDate(period.opensOn),
    closes: formatDate(period.closesOn),
    tradeType: t(`trade.type.${period.tradeType}`),
  });
}

/** The capital trade period open now and the next one. */
export function TradePeriods({ data, slug, go }: { data: OverviewTradePeriods } & Nav) {
  return (
    <>
      <LabelValueList
        rows={[
          [t('trade.current'), periodText(data.current)],
          [t('trade.next'), periodText(data.next)],
        ]}
        className="details-stacked"
      />
      <p>
        <PortalLink href={areaPath(capitalTradeElement.routes.tradeHome, slug)} navigate={go}>
          {t('trade.link')}
        </PortalLink>
      </p>
    </>
  );
}

/** Member info (§3) and the stake: obligation, paid in and the paid-in share. */
export function Engagement({ data }: { data: MemberEngagement }) {
  const or = (value: string | null) => value ?? t('missing');
  const rows: [string, string][] = [
    [t('engagement.customerNo'), data.customerNo],
    [t('engagement.memberSince'), or(data.memberSince && formatDate(data.memberSince))],
    [t('engagement.votingArea'), or(data.votingArea)],
    [
      t('engagement.memberArea'),
      or(
        data.memberAreaHundredthsHa === null
          ? null
          : t('engagement.hectares', {
              area: formatDecimals(data.memberAreaHundredthsHa / 100, 2),
            }),
      ),
    ],
    [t('engagement.obligation'), formatOre(data.stakeObligationOre)],
    [t('engagement.paidIn'), formatOre(data.paidInOre)],
    [
      t('engagement.share'),
      or(data.paidInShareBp === null ? null : formatPercent(data.paidInShareBp / 10_000)),
    ],
  ];
  return <LabelValueList rows={rows} className="details-stacked overview-facts" />;
}

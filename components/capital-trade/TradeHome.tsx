import { useId } from 'react';
import { tradeConstants } from '../../shared/contracts/capital-trade.ts';

import { useTrade } from './context.tsx';
import { tradePath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/** The area's home: how trading works in short, and the way to the other pages. */
export function TradeHome() {
  const headingId = useId();
  const linksId = useId();
  const { slug } = useTrade().portal;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.heading')}</h2>
      <p className="preamble">{t('home.intro')}</p>
      <ul className="bullet-list">
        <li>{t('home.point.monthly')}</li>
        <li>{t('home.point.rate')}</li>
        <li>{t('home.point.fee')}</li>
        <li>{t('home.point.one')}</li>
        <li>{t('home.point.terms', { date: tradeConstants.termsDate })}</li>
      </ul>
      <h3 id={linksId}>{t('home.links')}</h3>
      <ul className="trade-links" aria-labelledby={linksId}>
        <li>
          <PortalLink href={tradePath('tradePeriods', slug)}>{t('home.link.periods')}</PortalLink>
        </li>
        <li>
          <PortalLink href={tradePath('tradeNewOrder', slug)}>{t('home.link.newOrder')}</PortalLink>
        </li>
        <li>
          <PortalLink href={tradePath('tradePreviousOrders', slug)}>
            {t('home.link.previous')}
          </PortalLink>
        </li>
        <li>
          <PortalLink href={tradePath('tradeHistory', slug)}>{t('home.link.history')}</PortalLink>
        </li>
        <li>
          <PortalLink href={tradePath('tradeHowItWorks', slug)}>
            {t('home.link.howItWorks')}
          </PortalLink>
        </li>
      </ul>
    </section>
  );
}

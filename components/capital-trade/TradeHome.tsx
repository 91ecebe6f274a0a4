import { useId } from 'react';
import { tradeConstants } from '../../shared/contracts/capital-trade.ts';
import { TradeLink } from './context.tsx';
import { t } from './t.ts';

/** The area's home: how trading works in short, and the way to the other pages. */
export function TradeHome() {
  const headingId = useId();
  const linksId = useId();
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
          <TradeLink to="tradePeriods">{t('home.link.periods')}</TradeLink>
        </li>
        <li>
          <TradeLink to="tradeNewOrder">{t('home.link.newOrder')}</TradeLink>
        </li>
        <li>
          <TradeLink to="tradePreviousOrders">{t('home.link.previous')}</TradeLink>
        </li>
        <li>
          <TradeLink to="tradeHistory">{t('home.link.history')}</TradeLink>
        </li>
        <li>
          <TradeLink to="tradeHowItWorks">{t('home.link.howItWorks')}</TradeLink>
        </li>
      </ul>
    </section>
  );
}

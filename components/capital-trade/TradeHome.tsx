import { useId } from 'react';
import { tradeConstants } from '../../shared/contracts/capital-trade.ts';

import { useTrade } from './context.tsx';
import { tradePath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/** The pages the home links to, in this order, with their link texts. */
const homeLinks = [
  ['tradePeriods', 'home.link.periods'],
  ['tradeNewOrder', 'home.link.newOrder'],
  ['tradePreviousOrders', 'home.link.previous'],
  ['tradeHistory', 'home.link.history'],
  ['tradeHowItWorks', 'home.link.howItWorks'],
] as const;

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
        {homeLinks.map(([id, text]) => (
          <li key={id}>
            <PortalLink href={tradePath(id, slug)}>{t(text)}</PortalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

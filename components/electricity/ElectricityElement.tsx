import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { useRoute } from '../../shared/elements/portal.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { Agreements } from './Agreements.tsx';
import { useElectricityCalls } from './api.ts';
import { Contact } from './Contact.tsx';
import {
  ElectricityContext,
  LoadState,
  useElectricity,
  type ElectricityContextValue,
} from './context.tsx';
import { CustomerDetails } from './CustomerDetails.tsx';
import { Invoices } from './Invoices.tsx';
import { NewCustomer } from './NewCustomer.tsx';
import { electricityPath, type ElectricityRouteId } from './paths.ts';
import { useElectricityPortal } from './portal.ts';
import { StatisticsPage } from './Statistics.tsx';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * portal-electricity (economy-membership §2 Electricity): overview, statistik, fakturor,
 * kunduppgifter, avtal (active customers), ny-kund (inactive customers) and kontakt (anyone),
 * chosen by the route the host
 * matched. It follows the effective profile: a switch loads that member's customer.
 */
export function ElectricityElement(_props: ServiceElementProps) {
  const portal = useElectricityPortal();
  const route = useRoute();
  const calls = useElectricityCalls(portal.api);
  const customer = useLoad(portal.profileKey && `${portal.profileKey}:customer`, (signal) =>
    calls.getElectricityCustomer({ signal }),
  );
  const id = (route.id ?? 'electricityHome') as ElectricityRouteId;
  const value: ElectricityContextValue = {
    portal,
    calls,
    customer,
    go: (to) => portal.navigate(electricityPath(to, portal.slug)),
  };
  return (
    <ElectricityContext.Provider value={value}>
      <div className="electricity">
        <Nav current={id} />
        {id === 'electricityContact' ? <Contact /> : <CustomerPage id={id} />}
      </div>
    </ElectricityContext.Provider>
  );
}

const pages: {
  to: ElectricityRouteId;
  label: () => string;
  activeOnly?: true;
  inactiveOnly?: true;
}[] = [
  { to: 'electricityHome', label: () => t('nav.home') },
  { to: 'electricityStatistics', label: () => t('nav.statistics') },
  { to: 'electricityInvoices', label: () => t('nav.invoices') },
  { to: 'electricityCustomer', label: () => t('nav.customer') },
  { to: 'electricityAgreements', label: () => t('nav.agreements'), activeOnly: true },
  { to: 'electricityNewCustomer', label: () => t('nav.new'), inactiveOnly: true },
  { to: 'electricityContact', label: () => t('nav.contact') },
];

/**
 * The element's pages, the one shown marked; avtal only for an active customer, ny-kund only
 * for an inactive one (§2).
 */
function Nav({ current }: { current: ElectricityRouteId }) {
  const { customer, portal } = useElectricity();
  const loaded = customer.state === 'loaded';
  const active = loaded && customer.data.active;
  return (
    <nav aria-label={t('nav.label')} className="trade-nav">
      <ul>
        {pages
          .filter((page) => !page.activeOnly || active)
          .filter((page) => !page.inactiveOnly || (loaded && !active))
          .map((page) => (
            <li key={page.to}>
              <PortalLink
                href={electricityPath(page.to, portal.slug)}
                aria-current={page.to === current ? 'page' : undefined}
              >
                {page.label()}
              </PortalLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The pages that need the member to be a customer: shown once the customer has loaded. */
function CustomerPage({ id }: { id: ElectricityRouteId }) {
  const { customer } = useElectricity();
  if (customer.state !== 'loaded') return <LoadState load={customer} />;
  switch (id) {
    case 'electricityStatistics':
      return <StatisticsPage customer={customer.data} />;
    case 'electricityInvoices':
      return <Invoices />;
    case 'electricityCustomer':
      return <CustomerDetails customer={customer.data} />;
    case 'electricityAgreements':
      return <Agreements active={customer.data.active} />;
    case 'electricityNewCustomer':
      return <NewCustomer customer={customer.data} />;
    default:
      return (
        <section aria-labelledby="electricity-home">
          <h2 id="electricity-home">{t('home.heading')}</h2>
          <p>
            {t(customer.data.active ? 'home.active' : 'home.inactive', {
              number: customer.data.customerNumber,
            })}
          </p>
          <p>{t('home.intro')}</p>
        </section>
      );
  }
}

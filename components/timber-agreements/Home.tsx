import { useId, useState } from 'react';
import { isRequirementMet, requires } from '../../shared/access/requirements.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useAtom } from '../../shared/elements/portal.ts';
import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { AgreementLists } from './AgreementLists.tsx';
import { LiquidityDialog } from './LiquidityDialog.tsx';
import { errorText, type TimberCalls } from './api.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { DisabledLink } from './Link.tsx';
import { generationsOn, type Agreement } from '../../shared/contracts/timber-agreements.ts';
import {
  agreementPath,
  deliveriesPath,
  guidePath,
  newAgreementId,
  orderedServicesPath,
  priceListsPath,
} from './paths.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';

const agreementsRead = requires.single('Service_TimberManager_Agreements_Read');
const pricesRead = requires.single('Service_PriceCalculation_Read');
const productionRead = requires.single('Service_Production_Read');
/**
 * §2.1 Route roles: delivery routes need the deliveries read and write roles; the link is
 * judged by the deliveries page's own rule, so it never leads to "access denied".
 */
const deliveriesOpenRule = timberDeliveriesElement.routes.timberManagerDeliveries.rule.requirement;

/**
 * The timber manager home (§2.1, titled Leveransvirke by its content page): links to a new
 * agreement, the current price lists, the guide and ordered services, each disabled with its
 * reason when the member may not open it; then the agreement lists.
 */
export function Home({ portal, calls }: { portal: AreaPortal; calls: TimberCalls }) {
  const roles = portal.profile.data?.roles ?? [];
  const canRead = isRequirementMet(agreementsRead, roles);
  const list = useLoad(
    canRead && portal.profileKey ? `${portal.profileKey}:agreements` : null,
    (signal) => calls.listAgreements({ signal }),
  );
  const ids = { new: useId(), prices: useId(), services: useId() };
  const [choosing, setChoosing] = useState<Agreement | null>(null);
  const headingId = useId();
  const pricesOpen = portal.isFlagOn('PriceCalculation') && isRequirementMet(pricesRead, roles);
  // An active agreement links to its delivery notifications (portal-timber-deliveries) for a
  // member who may read them, while its generation's Delivery variant is on
  // (TimberManagerViol2Delivery, TimberManagerViol3Delivery).
  const deliveriesOpen = isRequirementMet(deliveriesOpenRule, roles);
  const deliveriesOn = generationsOn(portal.flags, 'delivery');
  const deliveriesOf = (a: Agreement) => {
    if (!deliveriesOpen || !deliveriesOn.includes(a.generation)) return null;
    const open =
      a.generation === 'v2' ? a.status === 'Active' || a.status === 'Won' : a.status === 'Active';
    return open ? deliveriesPath(portal.slug, a.id) : null;
  };
  // The wizard of a generation opens while its Opportunity variant is on (README.md), and
  // only for a member with the agreements' write role (its page's rule): without it the page
  // answers access denied, so the list offers no way there.
  const wizardsOn = generationsOn(portal.flags, 'opportunity');
  const wizardOpen = (a: Agreement) => portal.canWrite && wizardsOn.includes(a.generation);
  // A proxy with the right "Välja likvidmottagare" but no write role (issue 28) chooses who
  // is paid on the giver's drafts that the giver created, here rather than in the wizard.
  const myProfile = useAtom(portal.bridge.myProfile).data;
  const proxyUserId = useAtom(portal.bridge.proxy).userId;
  const proxyInUse = myProfile?.proxies.find((p) => p.giverContactId === proxyUserId);
  const mayChooseRecipient =
    !portal.canWrite &&
    (proxyInUse?.details.some((d) => d.code === 'chooseLiquidityRecipient') ?? false);
  const recipientChoosable = (a: Agreement) =>
    mayChooseRecipient && a.status === 'Draft' && a.isCreator && a.owners.length > 1;
  const servicesOpen =
    portal.isFlagOn('MemberProduction') && isRequirementMet(productionRead, roles);

  return (
    <div className="timber-agreements">
      <nav aria-labelledby={headingId} className="section-spaced">
        <h2 id={headingId} className="visually-hidden">
          {t('home.actions')}
        </h2>
        <ul className="plain-list stack-tight">
          <li>
            {portal.canWrite && wizardsOn.length > 0 ? (
              <PortalLink
                href={agreementPath(portal.slug, newAgreementId, 'fastighet')}
                className="button button-primary"
              >
                {t('home.new')}
              </PortalLink>
            ) : (
              <DisabledLink
                id={ids.new}
                label={t('home.new')}
                reason={t(portal.canWrite ? 'home.new.off' : 'home.new.disabled')}
              />
            )}
          </li>
          <li>
            {pricesOpen ? (
              <PortalLink href={priceListsPath(portal.slug)}>{t('home.prices')}</PortalLink>
            ) : (
              <DisabledLink
                id={ids.prices}
                label={t('home.prices')}
                reason={t('home.prices.disabled')}
              />
            )}
          </li>
          <li>
            <PortalLink href={guidePath(portal.slug)}>{t('home.guide')}</PortalLink>
          </li>
          <li>
            {servicesOpen ? (
              <PortalLink href={orderedServicesPath}>{t('home.services')}</PortalLink>
            ) : (
              <DisabledLink
                id={ids.services}
                label={t('home.services')}
                reason={t('home.services.disabled')}
              />
            )}
          </li>
        </ul>
      </nav>
      {!portal.profile.data ? (
        <LoadingStatus>{t('loading')}</LoadingStatus>
      ) : !canRead ? (
        <p className="alert banner-info alert-spaced">{t('home.noAgreementsRole')}</p>
      ) : list.state === 'loading' ? (
        <LoadingStatus>{t('loading')}</LoadingStatus>
      ) : list.state === 'error' ? (
        <LoadFailure
          message={errorText(list.error)}
          retryLabel={t('retry')}
          onRetry={list.reload}
          spaced
        />
      ) : (
        <AgreementLists
          agreements={list.data.agreements}
          slug={portal.slug}
          navigate={portal.navigate}
          deliveriesOf={deliveriesOf}
          wizardOpen={wizardOpen}
          readOnly={!portal.canWrite}
          recipientChoosable={recipientChoosable}
          onChooseRecipient={setChoosing}
        />
      )}
      {choosing && (
        <LiquidityDialog
          calls={calls}
          agreement={choosing}
          onClose={(saved) => {
            setChoosing(null);
            if (saved) list.refresh();
          }}
        />
      )}
    </div>
  );
}

import { platformProblems } from '../../shared/contracts/problem.ts';
import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useRoute } from '../../shared/elements/portal.ts';
import { useTimberCalls } from './api.ts';
import { Home } from './Home.tsx';
import { useTimberPortal } from './portal.ts';
import { t } from './t.ts';
import { stepOf, Wizard } from './Wizard.tsx';

/**
 * portal-timber-agreements (timber-production-map §2.1): the Leveransvirke home with its
 * lists, and the agreement wizard `avtal/{opportunityId}/{step}`. Everything is the
 * effective member's; through a proxy, the giver's estates within the proxy's roles.
 */
export function TimberAgreementsElement(_props: ServiceElementProps) {
  const portal = useTimberPortal();
  const route = useRoute();
  const calls = useTimberCalls(portal.api);
  // The deliveries below `avtal/{id}/anmalan/` are portal-timber-deliveries' (same page).
  if (route.id !== null && route.id in timberDeliveriesElement.routes) return null;
  if (!portal.profile.data) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (route.id === 'timberManagerAgreement') {
    if (!portal.canWrite)
      return <p className="alert alert-error">{platformProblems.forbidden.message}</p>;
    return (
      <Wizard
        portal={portal}
        calls={calls}
        id={route.params.opportunityId ?? ''}
        step={stepOf(route.params['*'])}
      />
    );
  }
  return <Home portal={portal} calls={calls} />;
}

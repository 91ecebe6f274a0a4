import { useId } from 'react';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { usePortal, useRoute } from '../../shared/elements/portal.ts';
import { t } from './t.ts';

/** The timber-deliveries element: its screens by the route the host matched (useRoute). */
export function TimberDeliveriesElement(_props: ServiceElementProps) {
  const { profile } = usePortal();
  const route = useRoute();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-route={route.id ?? ''}>
      <h2 id={headingId}>{t('heading')}</h2>
      {profile.state !== 'loaded' && <p>{t('loading')}</p>}
    </section>
  );
}

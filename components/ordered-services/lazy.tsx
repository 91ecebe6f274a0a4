import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { t } from './t.ts';

/** The map page: a chunk of its own (it then loads the map chunk), fetched when opened. */
const ServiceMapChunk = lazy(() =>
  import('./map/ServiceMapPage.tsx').then((m) => ({ default: m.ServiceMapPage })),
);

export const ServiceMapPage = (props: ComponentProps<typeof ServiceMapChunk>) => (
  <Suspense fallback={<LoadingStatus>{t('loadingMap')}</LoadingStatus>}>
    <ServiceMapChunk {...props} />
  </Suspense>
);

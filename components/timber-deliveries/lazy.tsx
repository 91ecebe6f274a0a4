import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { t } from './t.ts';

/** The map and the origin drawing: chunks of their own (they load the map chunk), fetched when shown. */
const DeliveryMapChunk = lazy(() =>
  import('./map/DeliveryMap.tsx').then((m) => ({ default: m.DeliveryMap })),
);
const OriginEditorChunk = lazy(() =>
  import('./map/OriginEditor.tsx').then((m) => ({ default: m.OriginEditor })),
);

export const DeliveryMap = (props: ComponentProps<typeof DeliveryMapChunk>) => (
  <Suspense fallback={<LoadingStatus>{t('loadingMap')}</LoadingStatus>}>
    <DeliveryMapChunk {...props} />
  </Suspense>
);

export const OriginEditor = (props: ComponentProps<typeof OriginEditorChunk>) => (
  <Suspense fallback={<LoadingStatus>{t('loadingMap')}</LoadingStatus>}>
    <OriginEditorChunk {...props} />
  </Suspense>
);

import { lazy, Suspense, type ComponentProps } from 'react';
import { t } from '../t.ts';

/** The map pane is a chunk of its own (with the map chunk behind it): loaded when shown. */
const MapPaneChunk = lazy(() => import('./MapPane.tsx'));

export const LazyMap = (props: ComponentProps<typeof MapPaneChunk>) => (
  <Suspense fallback={<p role="status">{t('loadingMap')}</p>}>
    <MapPaneChunk {...props} />
  </Suspense>
);

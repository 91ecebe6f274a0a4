import { lazyChunk } from '../../shared/elements/lazyChunk.tsx';
import { t } from './t.ts';

/** The map page: a chunk of its own (it then loads the map chunk), fetched when opened. */
export const ServiceMapPage = lazyChunk(
  () => import('./map/ServiceMapPage.tsx').then((m) => m.ServiceMapPage),
  { loading: () => t('loadingMap') },
);

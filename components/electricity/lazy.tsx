import { lazyChunk } from '../../shared/elements/lazyChunk.tsx';
import { t } from './t.ts';

/**
 * The consumption chart: a chunk of its own, fetched only when there is something to draw.
 * A chunk that fails to load or a chart that fails to draw shows the §8 chart text; the
 * table below it still has every figure.
 */
export const ConsumptionChart = lazyChunk(
  () => import('./ConsumptionChart.tsx').then((m) => m.ConsumptionChart),
  { loading: () => t('chart.loading'), failed: () => t('chart.failed') },
);

import { lazyChunk } from '../elements/lazyChunk.tsx';
import { chartT as t } from './t.ts';

/**
 * The chart: a chunk of its own, fetched only when the chart is shown (never for the table
 * or the CSV); the economic-development page and the economics overview both show it. A
 * chunk that fails to load or a chart that fails to draw shows the §8 text.
 */
export const EconomicChart = lazyChunk(
  () => import('./EconomicChart.tsx').then((m) => m.EconomicChart),
  { loading: () => t('chartLoading'), failed: () => t('failed') },
);

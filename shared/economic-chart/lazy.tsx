import { Component, lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { LoadingStatus } from '../elements/LoadingStatus.tsx';
import { chartT as t } from './t.ts';

/**
 * The chart: a chunk of its own, fetched only when the chart is shown (never for the table
 * or the CSV); the economic-development page and the economics overview both show it. A chunk that fails to load or a chart that fails to draw shows the §8 text.
 */
const ChartChunk = lazy(() =>
  import('./EconomicChart.tsx').then((m) => ({ default: m.EconomicChart })),
);

export class ChartFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p role="alert" className="alert alert-error">
        {t('failed')}
      </p>
    ) : (
      this.props.children
    );
  }
}

export const EconomicChart = (props: ComponentProps<typeof ChartChunk>) => (
  <ChartFailure>
    <Suspense fallback={<LoadingStatus>{t('chartLoading')}</LoadingStatus>}>
      <ChartChunk {...props} />
    </Suspense>
  </ChartFailure>
);

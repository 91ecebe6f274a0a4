import { Component, lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { t } from './t.ts';

/**
 * The consumption chart: a chunk of its own, fetched only when there is something to draw.
 * A chunk that fails to load or a chart that fails to draw shows the §8 chart text; the
 * table below it still has every figure.
 */
const ChartChunk = lazy(() =>
  import('./ConsumptionChart.tsx').then((m) => ({ default: m.ConsumptionChart })),
);

class ChartFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p role="alert" className="alert alert-error">
        {t('chart.failed')}
      </p>
    ) : (
      this.props.children
    );
  }
}

export const ConsumptionChart = (props: ComponentProps<typeof ChartChunk>) => (
  <ChartFailure>
    <Suspense fallback={<LoadingStatus>{t('chart.loading')}</LoadingStatus>}>
      <ChartChunk {...props} />
    </Suspense>
  </ChartFailure>
);

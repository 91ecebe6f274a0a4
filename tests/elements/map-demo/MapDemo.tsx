import { createTranslator } from '../../../shared/i18n/translator.ts';
import { useLazyMap } from '../../../shared/map/useLazyMap.tsx';
import { sv } from './sv.ts';

const t = createTranslator(sv);

/** Växjö, where the demo estates lie (SWEREF 99 TM). */
export const DEMO_CENTER = { n: 6305000, e: 480000 };

export interface MapDemoProps {
  /** The tile URL template; the tile proxy's when absent (tests point it at a file). */
  tileUrl?: string;
}

/**
 * Proves the map in the element harness and the build: the map chunk loads only when this
 * element mounts, then shows the map with its tools around Växjö.
 */
export function MapDemo({ tileUrl }: MapDemoProps) {
  const { container, state } = useLazyMap(
    () => ({
      center: DEMO_CENTER,
      zoom: 9,
      basemap: tileUrl ? { url: tileUrl } : {},
      draw: () => ({}),
    }),
    [tileUrl],
  );

  return (
    <section aria-labelledby="map-demo-heading">
      <h2 id="map-demo-heading">{t('mapDemo.heading')}</h2>
      {state === 'loading' && <p role="status">{t('mapDemo.loading')}</p>}
      {state === 'failed' && <p role="alert">{t('mapDemo.failed')}</p>}
      <div ref={container} style={{ height: 560, maxWidth: '100%' }} />
    </section>
  );
}

import { getBridge } from '@portal/bridge';
import { useEffect, useRef, useState } from 'react';
import { createApiClient } from '../../../shared/api/client.ts';
import { createTranslator } from '../../../shared/i18n/t.ts';
import { loadMap } from '../../../shared/map/index.ts';
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
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    loadMap().then(
      ({ createMapWithTools, apiDataSource }) => {
        if (cancelled || !container.current) return;
        const bridge = getBridge();
        const client = createApiClient({
          baseUrl: bridge.settings.get()?.apiBaseUrl ?? '/',
          getAccessToken: () => bridge.getAccessToken(),
          getProxyUserId: () => bridge.proxy.get().userId,
        });
        const flags = bridge.features.get().data ?? [];
        const map = createMapWithTools(container.current, {
          center: DEMO_CENTER,
          zoom: 9,
          basemap: tileUrl ? { url: tileUrl } : {},
          data: apiDataSource(client),
          isFlagOn: (name) => flags.some((flag) => flag.name === name && flag.isEnabled),
        });
        destroy = map.destroy;
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [tileUrl]);

  return (
    <section aria-labelledby="map-demo-heading">
      <h2 id="map-demo-heading">{t('mapDemo.heading')}</h2>
      {state === 'loading' && <p role="status">{t('mapDemo.loading')}</p>}
      {state === 'failed' && <p role="alert">{t('mapDemo.failed')}</p>}
      <div ref={container} style={{ height: 560, maxWidth: '100%' }} />
    </section>
  );
}

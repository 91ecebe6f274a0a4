import { useEffect, useState, type ReactNode } from 'react';
import { useRoute } from '../../../shared/elements/portal.ts';
import { t } from '../t.ts';

/**
 * The list and the map: side by side on a desktop, stacked with a toggle on a phone (CSS
 * decides which applies); the map can fill the screen (Escape or the button leaves). A
 * compartment or note chosen on the map opens in the list, so a phone then shows the list.
 */
export function MapLayout({ list, map }: { list: ReactNode; map: ReactNode }) {
  const [shown, setShown] = useState<'list' | 'map'>('list');
  const selection = JSON.stringify(useRoute().params);
  const [shownFor, setShownFor] = useState(selection);
  if (shownFor !== selection) {
    setShownFor(selection);
    setShown('list');
  }
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);
  return (
    <div
      className={`my-map-layout shows-${shown}${fullscreen ? ' is-fullscreen' : ''}`}
      data-shown={shown}
    >
      <div className="my-map-layout-actions">
        <button
          type="button"
          className="button button-secondary my-map-toggle"
          onClick={() => setShown(shown === 'list' ? 'map' : 'list')}
        >
          {shown === 'list' ? t('layout.showMap') : t('layout.showList')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={fullscreen}
          onClick={() => setFullscreen(!fullscreen)}
        >
          {fullscreen ? t('layout.exitFullscreen') : t('layout.fullscreen')}
        </button>
      </div>
      <div className="my-map-list">{list}</div>
      <div className="my-map-map">{map}</div>
    </div>
  );
}

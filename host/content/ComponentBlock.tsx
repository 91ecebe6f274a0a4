import { useStore } from '@nanostores/react';
import { createElement, useEffect, useState } from 'react';
import type { ComponentBlock as ComponentBlockData } from './blockTypes.ts';
import { areaManifests } from '../../shared/contracts/elements.ts';
import type { ProfileComponent } from '../../shared/contracts/memberProfile.ts';
import { componentHostBase } from '../../shared/elements/componentApp.ts';
import { loadElementScript } from '../../shared/elements/loadElementScript.ts';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { isComponentOffline, msUntilStatusChange } from './componentOffline.ts';
import { ElementErrorBoundary } from './ElementErrorBoundary.tsx';
import { useContentStore } from './ContentStoreProvider.tsx';
import { isElementName, useElementErrors } from './elementErrors.ts';
import './uiElements.ts';

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'failed' };

/**
 * False when the page's matched route belongs to another area's element: a page may hold two
 * areas (the timber manager's agreements and deliveries), and the one whose route it is not
 * renders nothing there. Its block then shows no skeleton either, or the skeleton's collapse
 * would move the page once painted (issue 28: 0.15 to 0.19 on the timber manager's pages).
 */
function shownOnRoute(element: string, routeId: string | null): boolean {
  if (routeId === null) return true;
  const manifestOf = (test: (routes: Record<string, unknown>) => boolean) =>
    areaManifests.find((m) => test(m.routes as Record<string, unknown>));
  const owner = manifestOf((routes) => routeId in routes);
  return !owner || owner.element === element;
}

/**
 * An embedded service (platform §2, docs/architecture.md): the profile component's element, loaded
 * through its component host. Offline components never load their script; a failure shows
 * in this block alone, with automatic retries (1 s, 2 s, 4 s) and a "Försök igen" button.
 */
export function ComponentBlock({ block }: { block: ComponentBlockData }) {
  const bridge = useBridge();
  const profile = useStore(bridge.effectiveProfile);
  const store = useContentStore();
  const component = profile.data?.components.find((c) => c.id === block.componentId);

  const route = useStore(bridge.route);
  const shown = shownOnRoute(component?.element ?? '', route.id);

  if (!component) {
    if (profile.state === 'loading' || profile.state === 'idle')
      return <ComponentLoading shown={shownOnRoute(elementOf(block.componentId), route.id)} />;
    return (
      <div className="component-block" data-component-id={block.componentId}>
        <p>{t('content.component.unavailable')}</p>
      </div>
    );
  }
  return <OnlineOrOffline key={component.id} component={component} now={store.now} shown={shown} />;
}

/** The element a component block names, before the profile has said (by the area's name). */
function elementOf(componentId: string): string {
  return areaManifests.find((m) => m.area === componentId)?.element ?? '';
}

/** Re-reads the offline window when it opens or closes, so the block follows it live. */
function OnlineOrOffline({
  component,
  now,
  shown,
}: {
  component: ProfileComponent;
  now: () => number;
  shown: boolean;
}) {
  const [, setTick] = useState(0);
  const offline = isComponentOffline(component.status, now());
  const wait = msUntilStatusChange(component.status, now());
  useEffect(() => {
    // Timers beyond about 24.8 days overflow; a page is not open that long.
    if (wait === null || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setTick((n) => n + 1), wait + 50);
    return () => clearTimeout(timer);
  }, [wait, offline]);

  if (offline) {
    return (
      <div className="component-block" data-component-id={component.id}>
        <gs-message
          messageType="Info"
          text={component.status.offlineMessage || t('content.component.offline')}
        />
      </div>
    );
  }
  return <LoadedComponent component={component} shown={shown} />;
}

function ComponentLoading({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <div className="component-block">
      <gs-skeleton rows={3} label={t('content.componentPending')} />
    </div>
  );
}

function LoadedComponent({ component, shown }: { component: ProfileComponent; shown: boolean }) {
  const store = useContentStore();
  const [attempt, setAttempt] = useState(0);
  const [automaticRetries, setAutomaticRetries] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const hostBase = new URL(componentHostBase(component.host), document.baseURI).toString();

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    if (!isElementName(component.element)) {
      setLoad({ state: 'failed' });
      return;
    }
    store.api
      .getComponentApp(component.host)
      .then((app) =>
        loadElementScript(
          {
            url: new URL(app.fileName, hostBase).toString(),
            integrity: app.integrity,
            element: component.element,
          },
          store.elementTimeoutMs === undefined ? {} : { timeoutMs: store.elementTimeoutMs },
        ),
      )
      .then(
        () => live && setLoad({ state: 'ready' }),
        () => live && setLoad({ state: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [store, component.host, component.element, hostBase, attempt]);

  // An uncaught error from the element's own files fails this block, not the page. Listening
  // from the start: the element runs its first code in the commit that mounts it.
  useElementErrors(hostBase, load.state !== 'failed', () => setLoad({ state: 'failed' }));

  const delay = load.state === 'failed' ? store.automaticRetryDelay(automaticRetries) : null;
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => {
      setAutomaticRetries((n) => n + 1);
      setAttempt((n) => n + 1);
    }, delay);
    return () => clearTimeout(timer);
    // `load` too: each failure is a new object, also when two failures come in one render.
  }, [delay, load]);

  const failed = (
    <div className="component-block component-block-failed" role="status">
      <p>{t('content.component.failed')}</p>
      {delay !== null && <p>{t('content.component.retrying')}</p>}
      <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
        {t('content.component.retry')}
      </button>
    </div>
  );

  if (load.state === 'loading') return <ComponentLoading shown={shown} />;
  if (load.state === 'failed') return failed;
  return (
    <div className="component-block-element" data-component-id={component.id}>
      <ElementErrorBoundary key={attempt} onError={() => setLoad({ state: 'failed' })}>
        {createElement(component.element, {
          'configuration-id': component.configurationId ?? undefined,
          'storage-key': component.storageKey ?? undefined,
        })}
      </ElementErrorBoundary>
    </div>
  );
}

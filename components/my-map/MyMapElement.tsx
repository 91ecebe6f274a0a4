import { useEffect, useMemo, useRef, useState } from 'react';
import type { RouteState } from '@portal/bridge';
import { isMyMapFeatureOn } from '../../shared/contracts/my-map/features.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useRoute } from '../../shared/elements/portal.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { errorText, useMyMapCalls } from './api.ts';
import { MyMapProvider, type MyMapContext } from './context.tsx';
import type { MapHandle } from './map/mapHandle.ts';
import { NoPlan } from './NoPlan.tsx';
import { allNotes, type NoteFilter } from './notes/noteFilter.ts';
import { NotesScreen } from './notes/NotesScreen.tsx';
import { paths } from './paths.ts';
import { PlanScreen } from './plan/PlanScreen.tsx';
import { useMyMapPortal } from './portal.ts';
import { SymbolsScreen } from './SymbolsScreen.tsx';
import { t } from './t.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

const planRoutes = new Set(['myMapPlan', 'myMapCompartment', 'myMapActivities', 'myMapActivity']);

/**
 * portal-my-map (timber-production-map §2.3): the plan's compartments beside the map, a
 * compartment, the activities, the notes and the symbol explanations, by the route the
 * host matched. The home and the plan list go on to the member's (first) plan; without a
 * plan only the notes are offered, and the member is told why.
 */
export function MyMapElement(_props: ServiceElementProps) {
  const portal = useMyMapPortal();
  const route = useRoute();
  const calls = useMyMapCalls(portal.api);
  const { flags } = portal;
  const map = useRef<MapHandle | null>(null);
  const [noteFilter, setNoteFilter] = useState<NoteFilter>(allNotes);
  const { profileKey, slug, navigate } = portal;
  const overview = useLoad(profileKey === null ? null : `${profileKey}:overview`, (signal) =>
    calls.getOverview({ signal }),
  );
  const firstPlan = overview.state === 'loaded' ? (overview.data.plans[0] ?? null) : undefined;
  const redirect = redirectOf(route, slug, firstPlan);
  useEffect(() => {
    // In place of the address asked for: Back must not land on the redirect again.
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const context = useMemo<MyMapContext | null>(
    () =>
      overview.state === 'loaded'
        ? {
            portal,
            calls,
            overview: overview.data,
            flags,
            map,
            noteFilter,
            setNoteFilter,
          }
        : null,
    [overview, portal, calls, flags, noteFilter],
  );

  if (portal.profile.state !== 'loaded' || overview.state === 'loading' || redirect)
    return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (overview.state === 'error' || !context)
    return (
      <LoadFailure
        message={errorText(overview.state === 'error' ? overview.error : null)}
        retryLabel={t('retry')}
        onRetry={overview.reload}
        spaced
      />
    );

  const planId = route.params.planId;
  const plan = context.overview.plans.find((p) => p.id === planId) ?? null;
  const onPlanRoute = route.id !== null && planRoutes.has(route.id);
  const hasPlan = context.overview.plans.length > 0;
  const activitiesOn = isMyMapFeatureOn(flags, 'activities');
  const current = plan ?? context.overview.plans[0] ?? null;

  let screen;
  if (route.id === 'myMapNotes' || route.id === 'myMapNote') {
    screen = <NotesScreen noteId={route.params.noteId ?? null} />;
  } else if (route.id === 'myMapSymbols') {
    screen = <SymbolsScreen />;
  } else if (onPlanRoute && plan) {
    screen = (
      <PlanScreen
        key={plan.id}
        plan={plan}
        routeId={route.id as string}
        compartmentId={route.params.compartmentId ?? null}
        activityId={route.params.activityId ?? null}
      />
    );
  } else {
    // The plan list without a plan, or a plan that is not the member's.
    screen = <NoPlan missing={onPlanRoute} />;
  }

  return (
    <MyMapProvider value={context}>
      <div className="my-map">
        <nav aria-label={t('nav.label')} className="my-map-nav">
          <ul>
            {current && (
              <li>
                <PortalLink
                  href={paths.plan(slug, current.id)}
                  aria-current={
                    route.id === 'myMapPlan' || route.id === 'myMapCompartment' ? 'page' : undefined
                  }
                >
                  {t('nav.compartments')}
                </PortalLink>
              </li>
            )}
            {current && activitiesOn && (
              <li>
                <PortalLink
                  href={paths.activities(slug, current.id)}
                  aria-current={
                    route.id === 'myMapActivities' || route.id === 'myMapActivity'
                      ? 'page'
                      : undefined
                  }
                >
                  {t('nav.activities')}
                </PortalLink>
              </li>
            )}
            <li>
              <PortalLink
                href={paths.notes(slug)}
                aria-current={
                  route.id === 'myMapNotes' || route.id === 'myMapNote' ? 'page' : undefined
                }
              >
                {t('nav.notes')}
              </PortalLink>
            </li>
            <li>
              <PortalLink
                href={paths.symbols(slug)}
                aria-current={route.id === 'myMapSymbols' ? 'page' : undefined}
              >
                {t('nav.symbols')}
              </PortalLink>
            </li>
          </ul>
        </nav>
        {!hasPlan && onPlanRoute ? <NoPlan missing={false} /> : screen}
      </div>
    </MyMapProvider>
  );
}

/**
 * Where a route without a screen of its own goes (§2.3): the home and the plan list to the
 * first plan (the home to the plan list without one), the activities without a plan id to
 * the first plan's. Undefined while the overview loads; null when the route is a screen.
 */
function redirectOf(
  route: RouteState,
  slug: string,
  firstPlan: { id: string } | null | undefined,
): string | null {
  if (firstPlan === undefined) return null;
  const activityId = route.params.activityId;
  switch (route.id) {
    case 'myMapHome':
      return firstPlan ? paths.plan(slug, firstPlan.id) : paths.plans(slug);
    case 'myMapPlans':
      return firstPlan ? paths.plan(slug, firstPlan.id) : null;
    case 'myMapFirstPlanActivities':
      return firstPlan ? paths.activities(slug, firstPlan.id) : paths.plans(slug);
    case 'myMapFirstPlanActivity':
      return firstPlan && activityId
        ? paths.activity(slug, firstPlan.id, activityId)
        : paths.plans(slug);
    default:
      return null;
  }
}

import { useId, useState } from 'react';
import { isMyMapFeatureOn } from '../../../shared/contracts/my-map/features.ts';
import type { PlanSummary } from '../../../shared/contracts/my-map.ts';
import { LoadingStatus } from '../../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../../shared/elements/useLoad.ts';
import { formatDate } from '../../../shared/format/index.ts';
import { errorText } from '../api.ts';
import { useMyMap, useShowNote } from '../context.tsx';
import { num } from '../format.ts';
import { CycleDialog, ManagePlanDialog } from '../dialogs/lazy.tsx';
import { LazyMap } from '../map/LazyMap.tsx';
import { paths } from '../paths.ts';
import { t } from '../t.ts';
import { ActivityList } from './ActivityList.tsx';
import { ActivityView } from './ActivityView.tsx';
import { CompartmentList } from './CompartmentList.tsx';
import { CompartmentView } from './CompartmentView.tsx';
import { MapLayout } from './MapLayout.tsx';
import { LoadFailure } from '../../../shared/elements/LoadFailure.tsx';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';

/** A plan: its facts, the list (compartments, a compartment, activities) and the map. */
export function PlanScreen({
  plan: summary,
  routeId,
  compartmentId,
  activityId,
}: {
  plan: PlanSummary;
  routeId: string;
  compartmentId: string | null;
  activityId: string | null;
}) {
  const { portal, calls, flags, map } = useMyMap();
  const headingId = useId();
  const showNote = useShowNote();
  const [dialog, setDialog] = useState<'manage' | 'cycle' | null>(null);
  const key = portal.profileKey === null ? null : `${portal.profileKey}:${summary.id}`;
  const plan = useLoad(key && `${key}:plan`, (signal) =>
    calls.getPlan({ params: { planId: summary.id }, signal }),
  );
  const activitiesOn = isMyMapFeatureOn(flags, 'activities');
  const activities = useLoad(activitiesOn ? key && `${key}:activities` : null, (signal) =>
    calls.listActivities({ params: { planId: summary.id }, signal }),
  );

  // The newest note, linked beside the plan's facts (notes live on the estate, not the plan).
  const notes = useLoad(key && `${key}:notes`, (signal) => calls.listNotes({ signal }));
  const newest = notes.state === 'loaded' ? notes.data.notes[0] : undefined;

  // The newest note's line and the cycle button (it needs the activities) sit above the list
  // and the map: the screen waits for all three loads (made at once), so that neither pushes
  // the list and map down once painted (issue 28: my map shifted 0.027 on a phone).
  if (
    plan.state === 'loading' ||
    notes.state === 'loading' ||
    (activitiesOn && activities.state === 'loading')
  )
    return <LoadingStatus>{t('loadingPlan')}</LoadingStatus>;
  if (plan.state === 'error')
    return (
      <LoadFailure
        message={errorText(plan.error)}
        retryLabel={t('retry')}
        onRetry={plan.reload}
        spaced
      />
    );
  const data = plan.data;
  const select = (id: string) => portal.navigate(paths.compartment(portal.slug, data.id, id));
  const refreshAll = () => {
    plan.refresh();
    activities.refresh();
  };

  // The map outlines the compartment shown: the compartment's own, or the activity's.
  const outlined =
    routeId === 'myMapCompartment'
      ? compartmentId
      : routeId === 'myMapActivity' && activities.state === 'loaded'
        ? (activities.data.activities.find((a) => a.id === activityId)?.compartmentId ?? null)
        : null;

  let list;
  if (routeId === 'myMapCompartment' && compartmentId) {
    list = (
      <CompartmentView
        key={compartmentId}
        plan={data}
        compartmentId={compartmentId}
        activities={activities.state === 'loaded' ? activities.data.activities : null}
        onChanged={refreshAll}
      />
    );
  } else if (routeId === 'myMapActivities' || routeId === 'myMapActivity') {
    list =
      activities.state === 'loaded' ? (
        routeId === 'myMapActivity' && activityId ? (
          <ActivityView
            plan={data}
            activity={activities.data.activities.find((a) => a.id === activityId) ?? null}
            onChanged={activities.refresh}
          />
        ) : (
          <ActivityList
            plan={data}
            activities={activities.data.activities}
            onChanged={activities.refresh}
          />
        )
      ) : activities.state === 'error' ? (
        <LoadFailure
          message={errorText(activities.error)}
          retryLabel={t('retry')}
          onRetry={activities.reload}
        />
      ) : (
        <LoadingStatus>{t('loadingPlan')}</LoadingStatus>
      );
  } else {
    list = <CompartmentList plan={data} selectedId={null} />;
  }

  return (
    <section aria-labelledby={headingId} className="my-map-plan">
      <h2 id={headingId}>{t('plan.heading', { estate: data.estateDesignation })}</h2>
      <p>
        {t('plan.facts', {
          date: formatDate(data.planDate),
          count: data.compartments.length,
          area: num(data.totalAreaHa),
        })}
      </p>
      {newest && (
        <p>
          {t('plan.newestNote')}{' '}
          <PortalLink href={paths.note(portal.slug, newest.id)}>
            {t('notes.open', {
              type: t(`noteType.${newest.type}`),
              date: formatDate(newest.createdAt),
            })}
          </PortalLink>
        </p>
      )}
      {(isMyMapFeatureOn(flags, 'managePlan') || isMyMapFeatureOn(flags, 'cycle')) && (
        <div className="my-map-layout-actions space-after">
          {isMyMapFeatureOn(flags, 'managePlan') && (
            <button type="button" className="button" onClick={() => setDialog('manage')}>
              {t('manage.open')}
            </button>
          )}
          {isMyMapFeatureOn(flags, 'cycle') && activities.state === 'loaded' && (
            <button type="button" className="button" onClick={() => setDialog('cycle')}>
              {t('cycle.open')}
            </button>
          )}
        </div>
      )}
      {dialog === 'manage' && (
        <ManagePlanDialog
          plan={data}
          onClose={() => {
            setDialog(null);
            // A projection changes the figures shown.
            plan.refresh();
          }}
        />
      )}
      {dialog === 'cycle' && activities.state === 'loaded' && (
        <CycleDialog
          activities={activities.data.activities}
          fromYear={new Date().getFullYear()}
          onClose={() => setDialog(null)}
        />
      )}
      {data.checkedOut && <p className="alert alert-info">{t('plan.checkedOut')}</p>}
      {data.tooOld && <p className="alert alert-info">{t('plan.tooOld')}</p>}
      <MapLayout
        list={list}
        map={
          <LazyMap
            planId={data.id}
            extent={data.extent}
            selectedId={outlined}
            onSelect={select}
            // The notes' markers follow the notes' filter here too, and open the note.
            onSelectNote={(id) => portal.navigate(paths.note(portal.slug, id))}
            showNote={showNote}
            onReady={(handle) => {
              map.current = handle;
            }}
          />
        }
      />
    </section>
  );
}

import { useId, useRef, useState } from 'react';
import type { Activity, Plan } from '../../../shared/contracts/my-map.ts';
import { LabelValueList, type LabelValueRow } from '../../../shared/elements/LabelValueList.tsx';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog.tsx';
import { failureText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { ActivityDialog } from '../dialogs/lazy.tsx';
import { formatDate } from '../../../shared/format/index.ts';
import { paths } from '../paths.ts';
import { t } from '../t.ts';
import { num } from '../format.ts';
import { ActivityWarnings } from './ActivityWarnings.tsx';
import { volumeLabel } from './labels.ts';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';

/** One activity with every field of §3, and its edit modal. */
export function ActivityView({
  plan,
  activity: a,
  onChanged,
}: {
  plan: Plan;
  activity: Activity | null;
  onChanged(): void;
}) {
  const { portal, calls } = useMyMap();
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const back = (
    <p>
      <PortalLink href={paths.activities(portal.slug, plan.id)}>{t('activity.back')}</PortalLink>
    </p>
  );
  if (!a)
    return (
      <div>
        {back}
        <p className="alert alert-info">{t('activity.notFound')}</p>
      </div>
    );
  const rows: LabelValueRow[] = [
    [t('activities.status'), t(`status.${a.status}`)],
    [t('activity.role'), t(`role.${a.role}`)],
    [t('activity.category'), t(`category.${a.category}`)],
    [t('activities.performer'), t(`performer.${a.performer}`)],
    [
      t('activities.years'),
      a.startYear === a.endYear ? `${a.startYear}` : `${a.startYear}–${a.endYear}`,
    ],
    [t('activities.volume'), volumeLabel(a)],
    [t('activity.dateDone'), a.dateDone && formatDate(a.dateDone)],
    [
      t('activity.shares'),
      a.speciesShares.map((s) => `${t(`species.${s.species}`)} ${s.percent} %`).join(', '),
    ],
    [
      t('activity.slope'),
      a.slopePercent !== null &&
        a.slopeLengthM !== null &&
        t('activity.slopeValue', { slope: num(a.slopePercent), length: num(a.slopeLengthM) }),
    ],
    [t('activity.note'), a.note],
  ];
  return (
    <article aria-labelledby={headingId}>
      {back}
      <h3 id={headingId}>
        {t('activity.heading', { type: t(`type.${a.type}`), number: a.compartmentNumber })}
      </h3>
      <ActivityWarnings warnings={a.warnings} slopeLengthM={a.slopeLengthM} />
      <LabelValueList rows={rows} className="my-map-facts" />
      {portal.canWrite && !plan.checkedOut && (
        <div className="toolbar">
          <button
            ref={editButton}
            type="button"
            className="button"
            onClick={() => setEditing(true)}
          >
            {t('activity.edit')}
          </button>
          <button
            ref={deleteButton}
            type="button"
            className="button button-secondary"
            onClick={() => setDeleting(true)}
          >
            {t('activity.delete')}
          </button>
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('activity.deleteTitle')}
          text={t('activity.deleteText')}
          confirmLabel={t('activity.deleteConfirm')}
          busyLabel={t('activity.deleting')}
          cancelLabel={t('activity.keep')}
          onConfirm={() => calls.deleteActivity({ params: { planId: plan.id, activityId: a.id } })}
          failureText={failureText('PlanDeleteFailed')}
          onConfirmed={() => {
            setDeleting(false);
            onChanged();
            portal.navigate(paths.activities(portal.slug, plan.id));
          }}
          onCancel={() => {
            setDeleting(false);
            deleteButton.current?.focus();
          }}
        />
      )}
      {editing && (
        <ActivityDialog
          plan={plan}
          activity={a}
          onSaved={() => {
            setEditing(false);
            onChanged();
            editButton.current?.focus();
          }}
          onClose={() => {
            setEditing(false);
            editButton.current?.focus();
          }}
        />
      )}
    </article>
  );
}

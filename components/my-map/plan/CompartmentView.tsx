import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { isMyMapFeatureOn } from '../../../shared/contracts/my-map/features.ts';
import {
  maturityClassMeanings,
  targetClassMeanings,
  type Activity,
  type Plan,
} from '../../../shared/contracts/my-map.ts';
import { LabelValueList, type LabelValueRow } from '../../../shared/elements/LabelValueList.tsx';
import { LoadingStatus } from '../../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../../shared/elements/useLoad.ts';
import { errorText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import type { CompartmentDialogProps } from '../dialogs/FormDialog.tsx';
import { CompartmentCommentDialog, CompartmentEditDialog } from '../dialogs/lazy.tsx';
import { num } from '../format.ts';
import { paths } from '../paths.ts';
import { t } from '../t.ts';
import { activityLabel } from './labels.ts';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';

/** One compartment with every field of §3 and the maturity classes' Swedish meanings. */
export function CompartmentView({
  plan,
  compartmentId,
  activities,
  onChanged,
}: {
  plan: Plan;
  compartmentId: string;
  activities: Activity[] | null;
  onChanged(): void;
}) {
  const { portal, calls, flags } = useMyMap();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<'edit' | 'comment' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const commentButton = useRef<HTMLButtonElement>(null);
  const compartment = useLoad(
    portal.profileKey && `${portal.profileKey}:${plan.id}:${compartmentId}`,
    (signal) => calls.getCompartment({ params: { planId: plan.id, compartmentId }, signal }),
  );
  useEffect(() => {
    if (compartment.state === 'loaded') heading.current?.focus();
  }, [compartment.state]);

  if (compartment.state === 'loading') return <LoadingStatus>{t('loadingPlan')}</LoadingStatus>;
  if (compartment.state === 'error')
    return (
      <div role="alert" className="alert alert-error">
        <p className="space-after">{errorText(compartment.error)}</p>
        <PortalLink href={paths.plan(portal.slug, plan.id)}>{t('compartment.back')}</PortalLink>
      </div>
    );
  const c = compartment.data;
  const writable = portal.canWrite && !plan.checkedOut;
  const canEdit = writable && isMyMapFeatureOn(flags, 'compartmentEdit');
  const canComment = writable && isMyMapFeatureOn(flags, 'compartmentComment');
  const own = (activities ?? []).filter((a) => a.compartmentId === c.id);
  /** Either dialog of the compartment; saving or closing gives focus back to its button. */
  const dialogProps = (opener: RefObject<HTMLButtonElement | null>): CompartmentDialogProps => ({
    planId: plan.id,
    compartment: c,
    onSaved: (next) => {
      compartment.set(next);
      setDialog(null);
      onChanged();
      opener.current?.focus();
    },
    onClose: () => {
      setDialog(null);
      opener.current?.focus();
    },
  });

  const rows: LabelValueRow[] = [
    [t('compartment.areaHa'), t('unit.ha', { value: num(c.areaHa) })],
    [t('compartment.age'), t('unit.years', { value: c.age })],
    [
      t('compartment.maturityClass'),
      `${c.maturityClass} – ${maturityClassMeanings[c.maturityClass]}`,
    ],
    [t('compartment.siteIndex'), c.siteIndex],
    [
      t('compartment.volume'),
      `${t('unit.m3skHa', { value: num(c.volumeM3skPerHa, 0) })} (${t('unit.m3sk', { value: num(c.volumeM3sk, 0) })})`,
    ],
    [t('compartment.growth'), t('unit.m3skHaYear', { value: num(c.growthM3skPerHaYear) })],
    [t('compartment.diameter'), t('unit.cm', { value: num(c.diameterCm) })],
    [t('compartment.height'), t('unit.m', { value: num(c.heightM) })],
    [t('compartment.basalArea'), t('unit.m2Ha', { value: num(c.basalAreaM2PerHa) })],
    [
      t('compartment.species'),
      t('compartment.speciesValue', {
        spruce: c.sprucePercent,
        pine: c.pinePercent,
        deciduous: c.deciduousPercent,
      }),
    ],
    [t('compartment.managementClass'), t(`mc.${c.managementClass}`)],
    [t('compartment.soilMoisture'), t(`sm.${c.soilMoisture}`)],
    [t('compartment.targetClass'), `${c.targetClass} – ${targetClassMeanings[c.targetClass]}`],
    [
      t('compartment.waterTargetClass'),
      c.waterTargetClass
        ? `${c.waterTargetClass} – ${targetClassMeanings[c.waterTargetClass]}`
        : t('compartment.none'),
    ],
  ];

  return (
    <article aria-labelledby={headingId} className="my-map-compartment">
      <p>
        <PortalLink href={paths.plan(portal.slug, plan.id)}>{t('compartment.back')}</PortalLink>
      </p>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('compartment.heading', { number: c.number })}
      </h3>
      {c.editedByOwner && <p className="alert alert-info">{t('compartment.edited')}</p>}
      <LabelValueList
        rows={[
          ...rows,
          [
            t('compartment.comment'),
            <span className="my-map-comment">{c.comment || t('compartment.noComment')}</span>,
          ],
        ]}
        className="my-map-facts"
        aria-label={t('compartment.facts')}
      />
      {(canEdit || canComment) && (
        <div className="toolbar">
          {canEdit && (
            <button
              ref={editButton}
              type="button"
              className="button"
              onClick={() => setDialog('edit')}
            >
              {t('compartment.edit')}
            </button>
          )}
          {canComment && (
            <button
              ref={commentButton}
              type="button"
              className="button button-secondary"
              onClick={() => setDialog('comment')}
            >
              {t('compartment.editComment')}
            </button>
          )}
        </div>
      )}
      {activities && (
        <>
          <h4>{t('compartment.activities')}</h4>
          {own.length === 0 ? (
            <p>{t('compartment.noActivities')}</p>
          ) : (
            <ul>
              {own.map((a) => (
                <li key={a.id}>
                  <PortalLink href={paths.activity(portal.slug, plan.id, a.id)}>
                    {activityLabel(a)}
                  </PortalLink>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {dialog === 'edit' && <CompartmentEditDialog {...dialogProps(editButton)} />}
      {dialog === 'comment' && <CompartmentCommentDialog {...dialogProps(commentButton)} />}
    </article>
  );
}

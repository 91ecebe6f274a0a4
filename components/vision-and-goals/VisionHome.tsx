import { formatDate } from '../../shared/format/index.ts';
import { dateInSweden } from '../../shared/time/index.ts';
import { groupName, useVision } from './context.tsx';
import { visionPath } from './paths.ts';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * The home (§2): the survey's status (new, draft, updated, sent), its groups (each a link to
 * its step), the way in.
 */
export function VisionHome() {
  const { survey, portal } = useVision();
  // The Swedish day of the instant, in the house format (yyyy-MM-dd).
  const when = (iso: string | null) =>
    iso === null ? null : formatDate(dateInSweden(new Date(iso)));
  if (survey.groups.length === 0) return <p>{t('home.noGroups')}</p>;
  const action =
    survey.status === 'new'
      ? t('home.start')
      : survey.status === 'sent'
        ? t('home.change')
        : t('home.continue');
  return (
    <section aria-labelledby="vision-home">
      <h2 id="vision-home">{t('home.heading')}</h2>
      <p>{t('home.intro')}</p>
      <LabelValueList
        rows={[
          [t('home.status'), t(`status.${survey.status}`)],
          [t('home.updatedAt'), survey.updatedAt && when(survey.updatedAt)],
          [t('home.sentAt'), survey.sentAt && when(survey.sentAt)],
        ]}
        className="details-grid"
      />
      <h3>{t('home.groups')}</h3>
      <ul>
        {survey.groups.map((group) => (
          <li key={group.useRightGroupId}>
            <PortalLink href={visionPath('visionGroup', portal.slug, group.useRightGroupId)}>
              {groupName(group)}
            </PortalLink>
          </li>
        ))}
      </ul>
      <PortalLink className="button button-primary" href={visionPath('visionSurvey', portal.slug)}>
        {action}
      </PortalLink>
    </section>
  );
}

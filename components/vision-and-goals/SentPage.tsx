import { useEffect } from 'react';
import { estatesOf, useVision } from './context.tsx';
import { visionPath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * inskickad(/:useRightGroupId) (§2): the thank-you page, reachable only from the survey's
 * preview; a direct visit (or a reload) goes to the home.
 */
export function SentPage({ useRightGroupId }: { useRightGroupId: string | undefined }) {
  const { sentFromSurvey, go, survey, portal } = useVision();
  useEffect(() => {
    if (!sentFromSurvey) go('visionHome');
    // Decided once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!sentFromSurvey) return null;
  const group = survey.groups.find((g) => g.useRightGroupId === useRightGroupId);
  return (
    <section aria-labelledby="vision-sent">
      <h2 id="vision-sent">{t('sent.heading')}</h2>
      <p>{t('sent.text')}</p>
      {group && <p>{t('sent.group', { estates: estatesOf(group) })}</p>}
      <p>
        <PortalLink href={visionPath('visionHome', portal.slug)}>{t('sent.home')}</PortalLink>
      </p>
    </section>
  );
}

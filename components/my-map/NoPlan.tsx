import { useId } from 'react';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import { useMyMap } from './context.tsx';
import { paths } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * A plan route without a plan (§2.3): only the notes are available, and the member is told
 * why; `missing` when the address names a plan that is not (or no longer) the member's.
 */
export function NoPlan({ missing }: { missing: boolean }) {
  const { overview, portal } = useMyMap();
  const headingId = useId();
  const estates = overview.estates.map((estate) => estate.designation).join(', ');
  const { abroad, largeEstatesWithoutPlan: large } = overview.adviser;
  return (
    <section aria-labelledby={headingId} className="my-map-no-plan">
      <h2 id={headingId}>{t('noPlan.heading')}</h2>
      {missing ? (
        <p className="alert alert-info">{myMapProblems.PlanNotFound.message}</p>
      ) : (
        <>
          <p>{t('noPlan.text', { estates: estates || '–' })}</p>
          {abroad && <p>{t('noPlan.abroad')}</p>}
          {large.length > 0 && (
            <p>{t('noPlan.largeEstates', { count: large.length, estates: large.join(', ') })}</p>
          )}
        </>
      )}
      <p>
        <PortalLink href={paths.notes(portal.slug)}>{t('noPlan.notes')}</PortalLink>
      </p>
    </section>
  );
}

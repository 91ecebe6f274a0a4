import type { ActivityWarning } from '../../../shared/contracts/my-map.ts';
import { formatDate } from '../../../shared/format/index.ts';
import { num } from '../format.ts';
import { t } from '../t.ts';

/** §9's notices on an activity (ditch cleaning's six weeks, a road's slope norms). */
export function ActivityWarnings({
  warnings,
  slopeLengthM,
}: {
  warnings: readonly ActivityWarning[];
  slopeLengthM: number | null;
}) {
  return warnings.map((warning) => (
    <p key={warning.code} className="alert alert-warning">
      {warning.code === 'ditchCleaningNotice'
        ? warning.earliestStart
          ? t('activityWarning.ditchCleaningSoon', { date: formatDate(warning.earliestStart) })
          : t('activityWarning.ditchCleaning')
        : t('activityWarning.slopeOverNorm', {
            norm: num(warning.normPercent),
            length: num(slopeLengthM ?? 0),
          })}
    </p>
  ));
}

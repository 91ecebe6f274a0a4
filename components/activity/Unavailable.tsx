import { t } from './t.ts';

/** The areas whose part could not be read now: the list may lack theirs. */
export function Unavailable({ areas }: { areas: readonly string[] }) {
  if (areas.length === 0) return null;
  return (
    <p className="alert banner-info alert-spaced" role="status">
      {t('unavailable', { areas: areas.join(', ') })}
    </p>
  );
}

import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { errorText } from './api.ts';
import { agreementsHomePath } from './paths.ts';
import { t } from './t.ts';

/**
 * §8 delivery screens' init errors: what failed, then reload or back to the agreement list.
 * A not-found or access answer says its own text; anything else the screen's fetch message.
 */
export function InitError({
  error,
  reload,
  navigate,
  fallback = timberScreenMessages.generalFetchFailed,
}: {
  error: unknown;
  reload(): void;
  navigate(path: string): void;
  fallback?: string;
}) {
  const status = (error as { status?: number } | null)?.status;
  const text = status === 404 || status === 403 ? errorText(error) : fallback;
  return (
    <LoadFailure message={text} retryLabel={t('retry')} onRetry={reload}>
      <PortalLink href={agreementsHomePath} navigate={navigate} className="button">
        {t('backToAgreements')}
      </PortalLink>
    </LoadFailure>
  );
}

import { t } from '../../shared/i18n/t.ts';
import './uiElements.ts';

/** While a page loads: a skeleton of its shape, announced as loading. */
export function PageLoading() {
  return (
    <div className="content-page content-page-loading">
      <gs-skeleton rows={6} label={t('content.loading')} />
    </div>
  );
}

/** A page that could not be loaded (platform §8): the generic title and info, and a retry. */
export function PageLoadFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="page-error">
      <h1>{t('content.loadFailedTitle')}</h1>
      <p>{t('content.loadFailedInfo')}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('content.retry')}
        </button>
      )}
    </section>
  );
}

import { t } from '../../shared/i18n/t.ts';
import { useReleaseFirstPaint } from '../firstPaint.ts';

/**
 * The general startup error (platform §2/§8): settings unreadable or my profile not
 * loadable. Renders without router or bridge, so it works before anything else does.
 */
export function StartupErrorScreen() {
  useReleaseFirstPaint(true);
  return (
    <main id="main-content" className="error-screen" tabIndex={-1}>
      <h1>{t('startupError.title')}</h1>
      <p>{t('startupError.info')}</p>
      <p>
        <a
          className="button button-primary"
          href={typeof location === 'undefined' ? '/' : location.href}
        >
          {t('startupError.reload')}
        </a>
      </p>
    </main>
  );
}

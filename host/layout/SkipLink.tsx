import { t } from '../../shared/i18n/t.ts';

export const mainContentId = 'main-content';

/** The first focusable element: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${mainContentId}`}>
      {t('layout.skipToContent')}
    </a>
  );
}

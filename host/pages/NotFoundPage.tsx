import { Link } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** Catch-all: banner, title and the way back home. */
export function NotFoundPage() {
  const title = t('notFound.title');
  usePageTitle(title);
  return (
    <section className="not-found">
      <p className="banner banner-info">{t('notFound.banner')}</p>
      <h1>{title}</h1>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </section>
  );
}

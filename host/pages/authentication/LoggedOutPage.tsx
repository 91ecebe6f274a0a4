import { Link } from 'react-router';
import { t } from '../../../shared/i18n/t.ts';
import { usePageTitle } from '../../usePageTitle.ts';

export function LoggedOutPage() {
  const title = t('auth.title.loggedOut');
  usePageTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      <p>{t('auth.loggedOutInfo')}</p>
      <p>
        <Link className="button button-primary" to="/login">
          {t('auth.signInAgain')}
        </Link>
      </p>
    </section>
  );
}

import { Link } from 'react-router';
import { forbiddenProblem } from '../../shared/contracts/problem.ts';
import { t } from '../../shared/i18n/t.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** An inaccessible route (platform §2, §8): the default access error, and the way home. */
export function AccessDeniedPage() {
  const title = t('accessDenied.title');
  usePageTitle(title);
  return (
    <section className="access-denied">
      <h1>{title}</h1>
      <p className="alert alert-error">{forbiddenProblem.message}</p>
      <p>
        <Link to="/">{t('accessDenied.back')}</Link>
      </p>
    </section>
  );
}

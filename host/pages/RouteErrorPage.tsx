import { log } from '@portal/bridge';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { useReleaseFirstPaint } from '../firstPaint.ts';
import { usePageTitle } from '../usePageTitle.ts';

/**
 * A route that failed to set up (its code did not load, its guard threw): the error inside
 * the layout, so the menu still works; navigation stops here and the member may retry.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const title = t('routeError.title');
  usePageTitle(title);
  useReleaseFirstPaint(true);
  useEffect(() => {
    log.error('Route setup failed', error);
  }, [error]);
  return (
    <section className="route-error">
      <h1>{title}</h1>
      <p role="alert" className="alert alert-error">
        {t('routeError.info')}
      </p>
      <p>
        {/* A full load: the retry fetches the route's code again. */}
        <a className="button" href={`${pathname}${search}`}>
          {t('routeError.retry')}
        </a>
      </p>
    </section>
  );
}

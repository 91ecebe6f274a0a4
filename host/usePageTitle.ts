import { useEffect } from 'react';
import { t } from '../shared/i18n/t.ts';

/**
 * Sets document.title to one pattern on every page, "Sida – Medlemsportalen" (issue 10; it
 * replaces platform §2's "{shortName} - {route title}"): the route title, or "Startsida" on
 * '/', an en dash and the portal's name from the host catalogue.
 */
export function usePageTitle(routeTitle: string | null): void {
  useEffect(() => {
    document.title = t('title.page', { page: routeTitle ?? t('title.startPage') });
  }, [routeTitle]);
}

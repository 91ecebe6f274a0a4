import { defineAreaManifest } from '../../elements/manifest.ts';

/**
 * Att göra and Händelser: two pages open to every signed-in member (each area's part is
 * filtered by its own roles). The element is components/activity/; it is also a block of the
 * start page, where it shows the to-do list (content-fixtures/pages/startpage.json).
 */
export const activityElement = defineAreaManifest({
  area: 'activity',
  element: 'portal-activity',
  routes: {
    activityTimeline: { path: 'medlem-i-{slug}/handelser' },
    activityHome: { path: 'medlem-i-{slug}/att-gora' },
  },
});

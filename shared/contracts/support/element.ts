import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/** Skogsägarsupport (platform §2, §6). */
export const supportElement = defineAreaManifest({
  area: 'support',
  element: 'portal-support',
  routes: {
    support: {
      path: 'medlem-i-{slug}/skogsagarsupport',
      rule: { requirement: requires.readWrite('Service_Support') },
    },
  },
});

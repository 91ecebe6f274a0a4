import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/** The my-map area's pages (its spec section's routes) and who may open them. */
export const myMapElement = defineAreaManifest({
  area: 'my-map',
  element: 'portal-my-map',
  routes: {
    myMapHome: {
      path: 'my-map',
      rule: { requirement: requires.single('Service_MyMap_Read') },
    },
  },
});

import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const details = 'medlem-i-{slug}/profil';
const rule = { requirement: requires.readWrite('Service_Profile_Common') };

/** Min profil (platform §2, economy §2): details and the 'bekrafta' confirmation. */
export const profileElement = defineAreaManifest({
  area: 'profile',
  element: 'portal-profile',
  routes: {
    profileDetails: { path: details, rule },
    profileConfirm: { path: `${details}/bekrafta`, page: details, rule },
  },
});

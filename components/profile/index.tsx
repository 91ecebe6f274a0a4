import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../../shared/elements/define.ts';
import { ProfileElement } from './ProfileElement.tsx';

/** The profile area's element (component 'profile', page /medlem-i-{slug}/profil/). */
export const elementName = 'portal-profile';

defineElement(
  elementName,
  r2wc(ProfileElement, { props: { configurationId: 'string', storageKey: 'string' } }),
);

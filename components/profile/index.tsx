import { profileElement } from '../../shared/contracts/profile/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { ProfileElement } from './ProfileElement.tsx';

/** The profile area's element (component 'profile', page /medlem-i-{slug}/profil/). */
export const elementName = profileElement.element;

defineServiceElement(profileElement, ProfileElement);

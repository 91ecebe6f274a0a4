import { timberAgreementsElement } from '../../shared/contracts/timber-agreements/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { TimberAgreementsElement } from './TimberAgreementsElement.tsx';

export const elementName = timberAgreementsElement.element;

defineServiceElement(timberAgreementsElement, TimberAgreementsElement);

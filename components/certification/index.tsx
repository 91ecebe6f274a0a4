import { certificationElement } from '../../shared/contracts/certification/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { CertificationElement } from './CertificationElement.tsx';

export const elementName = certificationElement.element;

defineServiceElement(certificationElement, CertificationElement);

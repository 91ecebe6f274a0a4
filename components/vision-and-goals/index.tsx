import { visionAndGoalsElement } from '../../shared/contracts/vision-and-goals/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { VisionAndGoalsElement } from './VisionAndGoalsElement.tsx';

export const elementName = visionAndGoalsElement.element;

defineServiceElement(visionAndGoalsElement, VisionAndGoalsElement);

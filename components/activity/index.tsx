import { activityElement } from '../../shared/contracts/activity/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { ActivityElement } from './ActivityElement.tsx';

/** Att göra, mounted by the component block 'activity'. */
export const elementName = activityElement.element;

defineServiceElement(activityElement, ActivityElement);

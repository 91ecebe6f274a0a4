import { stakeChoicesElement } from '../../shared/contracts/stake-choices/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { StakeChoicesElement } from './StakeChoicesElement.tsx';

/** The stake choices element (component 'stake-choices', /skogsgardens-ekonomi/mina-insatsval/). */
export const elementName = stakeChoicesElement.element;

defineServiceElement(stakeChoicesElement, StakeChoicesElement);

import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../../shared/elements/define.ts';
import { StakeChoicesElement } from './StakeChoicesElement.tsx';

/** The stake choices element (component 'stake-choices', /skogsgardens-ekonomi/mina-insatsval/). */
export const elementName = 'portal-stake-choices';

defineElement(
  elementName,
  r2wc(StakeChoicesElement, { props: { configurationId: 'string', storageKey: 'string' } }),
);

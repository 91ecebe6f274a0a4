import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../../shared/elements/define.ts';
import { SupportElement } from './SupportElement.tsx';

/** Skogsägarsupport, mounted by the component block 'support' (content page 330). */
export const elementName = 'portal-support';

defineElement(
  elementName,
  r2wc(SupportElement, { props: { configurationId: 'string', storageKey: 'string' } }),
);

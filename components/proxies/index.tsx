import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../../shared/elements/define.ts';
import { ProxiesElement } from './ProxiesElement.tsx';

/** Fullmakter, mounted by the component block 'proxies' (content page 320). */
export const elementName = 'portal-proxies';

defineElement(
  elementName,
  r2wc(ProxiesElement, { props: { configurationId: 'string', storageKey: 'string' } }),
);

import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../../../shared/elements/define.ts';
import { TestElement } from './TestElement.tsx';

export const elementName = 'portal-test-element';

defineElement(
  elementName,
  r2wc(TestElement, { props: { configurationId: 'string', storageKey: 'string' } }),
);

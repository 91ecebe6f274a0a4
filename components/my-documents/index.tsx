import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../../shared/elements/define.ts';
import { MyDocumentsElement } from './MyDocumentsElement.tsx';

/** My documents, mounted by the component block 'my-documents' (content page 110). */
export const elementName = 'portal-my-documents';

defineElement(
  elementName,
  r2wc(MyDocumentsElement, { props: { configurationId: 'string', storageKey: 'string' } }),
);

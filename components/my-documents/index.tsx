import { myDocumentsElement } from '../../shared/contracts/my-documents/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { MyDocumentsElement } from './MyDocumentsElement.tsx';

/** My documents, mounted by the component block 'my-documents' (content page 110). */
export const elementName = myDocumentsElement.element;

defineServiceElement(myDocumentsElement, MyDocumentsElement);

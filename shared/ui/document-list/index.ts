import { defineElement } from '../../elements/define.ts';
import { GsDocumentList } from './GsDocumentList.ts';

export { GsDocumentList };
export { pageCount, pageOf, sortDocuments, type SortOrder } from './paging.ts';
export const gsDocumentList = 'gs-document-list';
defineElement(gsDocumentList, GsDocumentList);

declare global {
  interface HTMLElementTagNameMap {
    'gs-document-list': GsDocumentList;
  }
}

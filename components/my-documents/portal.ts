import { myDocumentsElement } from '../../shared/contracts/my-documents/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the documents only read, so the page's rule (§6) says who may. */
export const useMyDocumentsPortal = () =>
  useAreaPortal(myDocumentsElement.routes.documents.rule.requirement);
